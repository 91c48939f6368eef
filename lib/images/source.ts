/**
 * Image sources from content (spec 01 §5): valid only when they end in one of the listed extensions and,
 * beyond the spec, only as http(s) or same-site addresses, so a data: or javascript: source never
 * reaches an img element.
 */
import { IMAGES } from '@/lib/config/constants'
import { safeHref } from '@/lib/content/rules/safe-url'

// Storyblok's asset hosts per region (a.storyblok.com, a-us.storyblok.com, …).
const STORYBLOK_ASSET = /^https:\/\/a(?:-[a-z]{2})?\.storyblok\.com\/f\//i
const STORYBLOK_DIMENSIONS = /^\/f\/\d+\/(\d+)x(\d+)\//
const PARSE_BASE = 'https://shop.invalid'

/**
 * The source normalised for use (protocol-relative Storyblok addresses get https), or null when it is
 * not a valid image source.
 */
export function normalizeImageSource(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const safe = safeHref(raw, ['http', 'https'])
  if (safe === null) return null
  const source = safe.startsWith('//') ? `https:${safe}` : safe
  let url: URL
  try {
    url = new URL(source, PARSE_BASE)
  } catch {
    return null
  }
  // Relative sources must be root-relative: "images/x.jpg" would resolve against each page's path.
  const sameSite = url.origin === PARSE_BASE
  if (sameSite && !source.startsWith('/')) return null
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase()
  if (!extension || !(IMAGES.validExtensions as readonly string[]).includes(extension)) return null
  return source
}

export const isValidImageSource = (raw: unknown): boolean => normalizeImageSource(raw) !== null

/** Whether the source is an asset of Storyblok's asset host, which its image service can transform. */
export const isStoryblokAsset = (source: string): boolean => STORYBLOK_ASSET.test(source)

/** Storyblok asset paths carry the original size (`/f/{space}/{w}x{h}/…`): used against layout shift. */
export function storyblokAssetSize(source: string): { width: number; height: number } | null {
  if (!isStoryblokAsset(source)) return null
  const match = STORYBLOK_DIMENSIONS.exec(new URL(source).pathname)
  if (!match) return null
  const width = Number(match[1])
  const height = Number(match[2])
  return width > 0 && height > 0 ? { width, height } : null
}
