/**
 * sitemap.xml and robots.txt of a market (spec 01 §2): every content page in each of
 * the market's languages under its translated slug, every active product page, with absolute URLs on
 * the market's own origin and the hreflang alternates of the market's languages.
 */
import type { Language } from '@/lib/config/markets'
import type { ShopOptions } from '@/lib/config/shop-options'
import { productSlug } from '@/lib/catalog/rules/product-slug'
import { PATHNAMES, type InternalPathname } from '@/lib/i18n/pathnames'
import { isStoryShownInMarket } from './faq'
import {
  LAYOUT_FOLDER,
  PAGE_COMPONENTS,
  splitLanguageFolder,
  storyPathsByLanguage,
  storyPathToShopPath,
  type StoryPathFields,
} from './page'

/** The sitemaps protocol's limit per file; a larger catalog needs a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000

export interface SitemapMarket {
  country: string
  languages: readonly Language[]
  options: Pick<ShopOptions, 'faq'>
}

export interface SitemapStory extends StoryPathFields {
  content: { component: string }
  published_at?: string | null
}

export interface SitemapProductSlug {
  id: number
  language: string
  slug: string
}

export interface SitemapEntry {
  loc: string
  lastmod?: string
  alternates: Array<{ hreflang: string; href: string }>
}

const hreflang = (language: Language, market: SitemapMarket) => `${language}-${market.country.toUpperCase()}`

/** One entry per language: each lists the others (and itself) as hreflang alternates. */
function entriesForPaths(
  paths: Partial<Record<Language, string>>,
  market: SitemapMarket,
  origin: string,
  lastmod?: string,
): SitemapEntry[] {
  const alternates = market.languages.flatMap((language) => {
    const path = paths[language]
    return path ? [{ hreflang: hreflang(language, market), href: `${origin}${path}` }] : []
  })
  return alternates.map(({ href }) => ({
    loc: href,
    ...(lastmod ? { lastmod } : {}),
    alternates: alternates.length > 1 ? alternates : [],
  }))
}

/** Whether a story is a page a shopper of this market can open (not layout data, not switched off). */
export function isSitemapPage(story: SitemapStory, market: SitemapMarket): boolean {
  if (!(PAGE_COMPONENTS as readonly string[]).includes(story.content.component)) return false
  const split = splitLanguageFolder(story.default_full_slug ?? story.full_slug)
  if (!split || split.segments[0] === LAYOUT_FOLDER) return false
  return isStoryShownInMarket(story, market.options)
}

const lastmodOf = (value: string | null | undefined) => {
  const time = value ? Date.parse(value) : NaN
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

/** The content pages of a market: each page story under its (translated) path in every market language. */
export function contentSitemapEntries(
  stories: readonly SitemapStory[],
  market: SitemapMarket,
  origin: string,
): SitemapEntry[] {
  return stories
    .filter((story) => isSitemapPage(story, market))
    .flatMap((story) => {
      const byLanguage = storyPathsByLanguage(story)
      const paths: Partial<Record<Language, string>> = {}
      for (const language of market.languages) {
        const path = storyPathToShopPath(byLanguage[language], language)
        if (path) paths[language] = path
      }
      return entriesForPaths(paths, market, origin, lastmodOf(story.published_at))
    })
}

/** The product pages of a market: `/{lang}/p/{slug}-{id}/` per language the product has a text in. */
export function productSitemapEntries(
  slugs: readonly SitemapProductSlug[],
  activeIds: ReadonlySet<number>,
  market: SitemapMarket,
  origin: string,
): SitemapEntry[] {
  const byProduct = new Map<number, Partial<Record<Language, string>>>()
  for (const row of slugs) {
    const language = market.languages.find((l) => l === row.language)
    if (!language || !activeIds.has(row.id)) continue
    const paths = byProduct.get(row.id) ?? {}
    paths[language] = `/${language}/p/${productSlug(row.slug, row.id)}/`
    byProduct.set(row.id, paths)
  }
  return [...byProduct.keys()]
    .sort((a, b) => a - b)
    .flatMap((id) => entriesForPaths(byProduct.get(id) ?? {}, market, origin))
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

/** The sitemaps.org XML of the entries, with xhtml:link hreflang alternates. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeXml(entry.loc)}</loc>`]
    if (entry.lastmod) parts.push(`<lastmod>${escapeXml(entry.lastmod)}</lastmod>`)
    for (const alternate of entry.alternates)
      parts.push(
        `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
      )
    return `<url>${parts.join('')}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Screens that are per visitor or endless (search results): no use in a search index. */
export const ROBOTS_DISALLOWED_SCREENS: readonly InternalPathname[] = [
  '/account',
  '/basket',
  '/checkout',
  '/search',
  '/wishlist',
  '/thank-you',
  '/login',
]

/** A screen's shopper path in a language, percent-encoded as crawlers match it (`/fr/esp%C3%A8ces/`). */
function screenPath(screen: InternalPathname, language: Language): string {
  const entry = PATHNAMES[screen]
  const path = typeof entry === 'string' ? entry : entry[language]
  return encodeURI(`/${language}${path}/`)
}

/**
 * robots.txt of a market: the shop is open to crawlers except the API and the per-visitor screens of
 * each market language; it names the market's sitemap. A QA or preview deployment is closed entirely.
 */
export function robotsTxt(
  market: Pick<SitemapMarket, 'languages'>,
  origin: string,
  { closed = false }: { closed?: boolean } = {},
): string {
  const rules = closed
    ? ['Disallow: /']
    : [
        'Allow: /',
        'Disallow: /api/',
        ...market.languages.flatMap((language) =>
          ROBOTS_DISALLOWED_SCREENS.map((screen) => `Disallow: ${screenPath(screen, language)}`),
        ),
      ]
  return ['User-agent: *', ...rules, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
