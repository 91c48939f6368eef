/**
 * The home page's WebSite structured data: the shop's name and address in the page's language, and a
 * SearchAction into the localized search screen (`/de/suche/?q=…`, spec 01 §2), all absolute on the
 * market's origin; with the Organization behind the shop.
 */
import { absoluteUrl } from '@/lib/config/absolute-url'

interface WebSiteFacts {
  origin: string
  /** The language root, `/de/`. */
  homePath: string
  /** The search screen in the page's language, `/de/suche/`. */
  searchPath: string
  name: string
  language: string
}

/** The placeholder Google's SearchAction documentation names in `urlTemplate` and `query-input`. */
export const SEARCH_TERM = 'search_term_string'

export function websiteJsonLd(facts: WebSiteFacts) {
  const url = absoluteUrl(facts.origin, facts.homePath) ?? facts.origin
  const search = absoluteUrl(facts.origin, facts.searchPath) ?? `${facts.origin}${facts.searchPath}`
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${url}#website`,
    name: facts.name,
    url,
    inLanguage: facts.language,
    publisher: { '@type': 'Organization', '@id': `${facts.origin}/#organization`, name: facts.name, url },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${search}?q={${SEARCH_TERM}}` },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  }
}
