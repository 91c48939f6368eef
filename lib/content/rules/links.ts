/**
 * Rich-text and multilink links of spec 01 §2 / spec 02 §5, resolved by linktype: url → the url,
 * asset → the asset address, email → mailto, story → the story's shop path with an optional anchor.
 * The result is always safe to put into an href; a link that cannot be made safe is no link at all.
 */
import { z } from 'zod'
import type { Language } from '@/lib/config/markets'
import { storyPathToShopPath } from './page'
import { isExternalHref, safeHref } from './safe-url'

export const LINK_TYPES = ['url', 'asset', 'email', 'story'] as const
export type LinkType = (typeof LINK_TYPES)[number]
export const LINK_TARGETS = ['_blank', '_self'] as const
export type LinkTarget = (typeof LINK_TARGETS)[number]

const optionalText = z.string().nullish().catch(undefined)

/**
 * A Storyblok link as rich-text link marks and multilink fields carry it. Every field is optional and
 * a wrong type reads as missing, so one odd field does not cost the whole link.
 */
export const linkSchema = z.looseObject({
  linktype: z.string().nullish().catch(undefined),
  url: optionalText,
  href: optionalText,
  cached_url: optionalText,
  email: optionalText,
  anchor: optionalText,
  target: optionalText,
  story: z.looseObject({ full_slug: optionalText, url: optionalText }).nullish().catch(undefined),
})
export type LinkInput = z.input<typeof linkSchema>

export interface ResolvedLink {
  href: string
  target?: LinkTarget
  /** Leaves the shop (another site, a mail program): gets rel="noopener noreferrer" in a new tab. */
  external: boolean
}

const firstText = (...values: Array<string | null | undefined>) =>
  values.find((v): v is string => typeof v === 'string' && v.trim() !== '')

// An address written without a scheme but naming a host ("www.example.com") would otherwise become a
// path inside the shop.
const BARE_HOST = /^www\.[^\s/]+\.[a-z]{2,}(?:[/?#]|$)/i
const EMAIL_PART = String.raw`[^\s\u0000-\u001f\u007f@<>()[\]\\,;:"]+`
const EMAIL = new RegExp(`^${EMAIL_PART}@${EMAIL_PART}\\.${EMAIL_PART}$`)
const ANCHOR_PREFIX = /^#+/

function urlHref(raw: string): string | null {
  const trimmed = raw.trim()
  return safeHref(BARE_HOST.test(trimmed) ? `https://${trimmed}` : trimmed)
}

function emailHref(raw: string): string | null {
  const address = raw.trim().replace(/^mailto:/i, '')
  return EMAIL.test(address) ? `mailto:${address}` : null
}

/** Story links: the resolved story's full slug first, then the slug cached when the link was set. */
function storyHref(link: z.infer<typeof linkSchema>, language: Language): string | null {
  const slug = firstText(link.story?.full_slug, link.cached_url, link.href, link.url)
  // A slug that reads as a foreign scheme in any disguise is hostile, even if encoding would defuse it.
  if (slug === undefined || safeHref(slug) === null) return null
  // Absolute addresses in a story link are not story slugs; treat them as plain urls.
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(slug.trim())) return urlHref(slug)
  const [slugPath = '', slugAnchor] = slug.trim().split('#', 2)
  const path = storyPathToShopPath(slugPath, language)
  if (path === null) return null
  const anchor = firstText(link.anchor, slugAnchor)?.trim().replace(ANCHOR_PREFIX, '')
  return anchor ? `${path}#${encodeURIComponent(anchor)}` : path
}

function hrefFor(link: z.infer<typeof linkSchema>, language: Language): string | null {
  switch (link.linktype ?? 'url') {
    case 'story':
      return storyHref(link, language)
    case 'email': {
      const raw = firstText(link.email, link.href, link.url)
      return raw === undefined ? null : emailHref(raw)
    }
    case 'asset':
    case 'url': {
      const raw = firstText(link.url, link.href, link.cached_url)
      return raw === undefined ? null : urlHref(raw)
    }
    default:
      return null
  }
}

/**
 * Resolves a link for `language` (the page's language, used for story slugs without a language
 * folder). Returns null when the input is no link, has an unknown linktype or is unsafe.
 */
export function resolveLink(input: unknown, language: Language): ResolvedLink | null {
  const parsed = linkSchema.safeParse(input)
  if (!parsed.success) return null
  const href = hrefFor(parsed.data, language)
  if (href === null) return null
  const target = (LINK_TARGETS as readonly string[]).includes(parsed.data.target ?? '')
    ? (parsed.data.target as LinkTarget)
    : undefined
  return { href, external: isExternalHref(href), ...(target ? { target } : {}) }
}
