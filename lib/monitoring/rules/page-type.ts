/**
 * The page type of a shopper path (spec 01 §7 performance metrics are grouped by it on the monitoring
 * page): derived from the localised paths of spec 01 §2 (lib/i18n/pathnames.ts), pure, browser-safe.
 * Category listings and content pages share the content catch-all (the proxy tells them apart with the
 * catalog), so a path alone says `content` for both unless the page names its type itself.
 */
import { PATHNAMES } from '@/lib/i18n/pathnames'

export const PAGE_TYPES = [
  'home',
  'product',
  'listing',
  'search',
  'content',
  'basket',
  'checkout',
  'account',
  'wishlist',
  'documentation',
  'other',
] as const
export type PageType = (typeof PAGE_TYPES)[number]

/** Internal route → page type; the first segment of every localised variant is what the path shows. */
const ROUTE_TYPES: ReadonlyArray<[keyof typeof PATHNAMES, PageType]> = [
  ['/p/[pdp]', 'product'],
  ['/search', 'search'],
  ['/basket', 'basket'],
  ['/checkout', 'checkout'],
  ['/thank-you', 'checkout'],
  ['/account', 'account'],
  ['/login', 'account'],
  ['/wishlist', 'wishlist'],
  ['/documentation', 'documentation'],
  ['/mailbox', 'other'],
  ['/monitoring', 'other'],
  ['/contact', 'content'],
]

function firstSegments(): Map<string, PageType> {
  const map = new Map<string, PageType>()
  for (const [route, type] of ROUTE_TYPES) {
    const localised = PATHNAMES[route] as string | Record<string, string>
    const variants = typeof localised === 'string' ? [localised] : Object.values(localised)
    for (const variant of variants) {
      const segment = variant.split('/')[1]
      if (segment && !map.has(segment)) map.set(segment.normalize('NFC'), type)
    }
  }
  return map
}

let segments: Map<string, PageType> | null = null

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment).normalize('NFC')
  } catch {
    return segment
  }
}

/** `/de/p/topf-123/` → product, `/fr/panier/` → basket, `/de/` → home, anything else → content. */
export function pageTypeOf(path: string): PageType {
  segments ??= firstSegments()
  const parts = path.split(/[?#]/)[0]!.split('/').filter(Boolean)
  // parts[0] is the language prefix of every shop path (spec 01 §2).
  if (parts.length <= 1) return 'home'
  return segments.get(decode(parts[1]!)) ?? 'content'
}

export function isPageType(value: string): value is PageType {
  return (PAGE_TYPES as readonly string[]).includes(value)
}
