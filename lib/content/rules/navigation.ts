/**
 * Header and footer navigation from the layout stories (spec 02 §3 "header and footer links"): the
 * `layout/header` and `layout/footer` content turned into plain, safe link lists for one market and
 * language. Editors make mistakes: an item without a label or a usable link is left out, never the
 * whole list. The FAQ switch (spec 01 §1) is applied before, by withoutDisabledLinks (rules/faq.ts).
 */
import type { Language } from '@/lib/config/markets'
import type { ShopOptions } from '@/lib/config/shop-options'
import { resolveLink, type LinkTarget } from './links'
import { readServiceContact } from './service-contact'

export interface NavLink {
  id: string
  label: string
  href: string
  /** Leaves the shop: a plain anchor with rel="noopener noreferrer", no client navigation. */
  external: boolean
  target?: LinkTarget
  /** Sub-items (header only, one level): shown in the flyout and in the mobile navigation. */
  children: NavLink[]
}

export interface NavGroup {
  id: string
  headline?: string
  links: NavLink[]
}

export interface HeaderNavigation {
  main: NavLink[]
}

export interface Hotline {
  label?: string
  phone: string
  /** `tel:` address of the phone number, spaces and separators dropped. */
  href: string
  hours?: string
}

export interface FooterNavigation {
  groups: NavGroup[]
  /** The column marked `role: legal` (imprint, privacy, terms): shown in the footer's bottom line. */
  legal: NavGroup | null
  copyright?: string
  /** The service hotline of the market (spec 01 §9: numbers per country; rules/service-contact.ts). */
  hotline?: Hotline
  /** The trademark registration notice of the market (spec 01 §9: de-DE/de-AT, de-CH/fr-CH). */
  trademark?: string
}

export interface NavigationContext {
  language: Language
  /** Market code (`de-ch`): hotline and trademark entries naming markets apply only there. */
  market: string
}

type Fields = Record<string, unknown>

const NAV_ITEM = 'nav_item'
const FOOTER_COLUMN = 'footer_column'
const LEGAL_ROLE = 'legal'

const fieldsOf = (value: unknown): Fields =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

/** The blocks of a list field with the given component; anything else in the list is skipped. */
function blocksOf(value: unknown, component: string): Fields[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (entry): entry is Fields =>
      !!entry &&
      typeof entry === 'object' &&
      (entry as Fields).component === component &&
      typeof (entry as Fields)._uid === 'string',
  )
}

function appliesTo(entry: Fields, market: string): boolean {
  const markets = Array.isArray(entry.markets) ? entry.markets.filter((m) => typeof m === 'string') : []
  return markets.length === 0 || markets.includes(market)
}

/**
 * One navigation item. A parent without a usable link of its own still groups its children under
 * the first child's address, so every entry of the list stays a link.
 */
function readNavItem(item: Fields, language: Language, depth: number): NavLink | null {
  const label = text(item.label)
  if (!label) return null
  const children =
    depth === 0
      ? blocksOf(item.children, NAV_ITEM).flatMap((child) => readNavItem(child, language, 1) ?? [])
      : []
  const link = resolveLink(item.link, language)
  const own = link ?? (children[0] ? { href: children[0].href, external: children[0].external } : null)
  if (!own) return null
  return {
    id: String(item._uid),
    label,
    href: own.href,
    external: own.external,
    ...(link?.target ? { target: link.target } : {}),
    children,
  }
}

const navItems = (value: unknown, language: Language, depth = 0) =>
  blocksOf(value, NAV_ITEM).flatMap((item) => readNavItem(item, language, depth) ?? [])

/** The header story's main navigation (the category pages and the magazine, spec 02 §3). */
export function readHeaderNavigation(content: unknown, { language }: NavigationContext): HeaderNavigation {
  return { main: navItems(fieldsOf(content).navigation, language) }
}

function readHotline(value: unknown, market: string): Hotline | undefined {
  const contact = readServiceContact({ hotline: value }, market)
  if (!contact) return undefined
  const { phone, href, label, hours } = contact
  return { phone, href, ...(label ? { label } : {}), ...(hours ? { hours } : {}) }
}

function readTrademark(value: unknown, market: string): string | undefined {
  const entry = blocksOf(value, 'trademark_notice').find((e) => appliesTo(e, market) && text(e.text))
  return entry ? text(entry.text) : undefined
}

/** The footer story: link groups, the legal line, copyright, and the market's hotline and trademark. */
export function readFooterNavigation(
  content: unknown,
  { language, market }: NavigationContext,
): FooterNavigation {
  const fields = fieldsOf(content)
  const groups: NavGroup[] = []
  let legal: NavGroup | null = null
  for (const column of blocksOf(fields.columns, FOOTER_COLUMN)) {
    // Footer lists are flat: a nav item's children are the header's business.
    const group = {
      id: String(column._uid),
      headline: text(column.headline),
      links: navItems(column.links, language, 1),
    }
    if (group.links.length === 0) continue
    if (column.role === LEGAL_ROLE && !legal) legal = group
    else groups.push(group)
  }
  const navigation: FooterNavigation = { groups, legal }
  const copyright = text(fields.copyright)
  const hotline = readHotline(fields.hotline, market)
  const trademark = readTrademark(fields.trademark, market)
  if (copyright) navigation.copyright = copyright
  if (hotline) navigation.hotline = hotline
  if (trademark) navigation.trademark = trademark
  return navigation
}

export const EMPTY_HEADER_NAVIGATION: HeaderNavigation = { main: [] }
export const EMPTY_FOOTER_NAVIGATION: FooterNavigation = { groups: [], legal: null }

/** The service links of the header, by their internal screen path (spec 01 §2). */
export const SERVICE_LINKS = [
  { key: 'search', pathname: '/search' },
  { key: 'account', pathname: '/account' },
  { key: 'wishlist', pathname: '/wishlist' },
  { key: 'basket', pathname: '/basket' },
] as const
export type ServiceLink = (typeof SERVICE_LINKS)[number]
export type ServiceLinkKey = ServiceLink['key']

/** The service links a market shows: the wishlist only where the market has one (spec 02 §3 hasWishlist). */
export function serviceLinks(options: Pick<ShopOptions, 'hasWishlist'>): ServiceLink[] {
  return SERVICE_LINKS.filter((link) => link.key !== 'wishlist' || options.hasWishlist)
}
