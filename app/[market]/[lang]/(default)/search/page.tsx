/**
 * Search (spec 01 §2 /de/suche/, /fr/rechercher/): full-text results in the page's language as a listing
 * with the listings' filters, sort and pages, all in the address. Rendered per request on the server.
 */
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { parseListingParams } from '@/lib/catalog/rules/listing/params'
import { searchPageQuery } from '@/lib/catalog/rules/search/page-query'
import { searchProducts } from '@/lib/catalog/server/search/query'
import { browseCategories, searchHref } from '@/lib/catalog/server/search/suggest'
import { getDb } from '@/lib/db'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { SearchResults } from '@/components/search/SearchResults'

type SearchParams = Promise<Record<string, string | string[] | undefined>>
type Props = { params: MarketLangParams; searchParams: SearchParams }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ language }, raw] = await Promise.all([pageContext(params), searchParams])
  const { q } = searchPageQuery(raw)
  const t = await getTranslations({ locale: language, namespace: 'search.page' })
  // Result pages are endless variations of one page: never indexed, their links still followed.
  return { title: q ? t('titleWithQuery', { query: q }) : t('title'), robots: { index: false, follow: true } }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const [{ market, language }, raw] = await Promise.all([pageContext(params), searchParams])
  const { q, searchParams: query } = searchPageQuery(raw)
  const basePath = searchHref(language)
  if (!q) return <SearchResults market={market} language={language} basePath={basePath} q="" />

  const db = await getDb()
  const { value, problems } = parseListingParams(query)
  const result = await searchProducts(db, { ...value, q, language, currency: market.currency })
  const nothing = result.total === 0 && result.appliedFilters.length === 0
  return (
    <SearchResults
      market={market}
      language={language}
      basePath={basePath}
      q={q}
      result={result}
      searchParams={query}
      invalid={problems.length > 0}
      categories={nothing ? await browseCategories(db, language) : []}
    />
  )
}
