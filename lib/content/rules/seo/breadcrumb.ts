/**
 * BreadcrumbList structured data of a content page (Google's breadcrumb documentation): every crumb a
 * ListItem with its position and name, and `item` as an absolute URL on the market's origin. The last
 * crumb is the page itself and carries no `item` (Google then takes the page's own URL).
 */
import { absoluteUrl } from '@/lib/config/absolute-url'

export interface JsonLdCrumb {
  name: string
  /** The crumb's link: a shop path or an absolute URL; missing for the page itself. */
  href?: string
}

export function breadcrumbJsonLd(crumbs: readonly JsonLdCrumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => {
      const item = index < crumbs.length - 1 ? absoluteUrl(origin, crumb.href) : null
      return { '@type': 'ListItem', position: index + 1, name: crumb.name, ...(item ? { item } : {}) }
    }),
  }
}
