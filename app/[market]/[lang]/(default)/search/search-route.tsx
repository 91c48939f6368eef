/**
 * What the search pages share (spec 01 §2 /de/suche/, /fr/rechercher/): the per-request page and the
 * cached one per normalised query (search/[query], issue 15 item 1). Full-text results in the page's
 * language as a listing with the listings' filters, sort and pages, all in the address.
 */
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { parseListingParams } from '@/lib/catalog/rules/listing/params'
import { searchPageQuery } from '@/lib/catalog/rules/search/page-query'
import { cachedSearch } from '@/lib/catalog/server/search/cached-search'
import { searchProducts } from '@/lib/catalog/server/search/query'
import { browseCategories, searchHref } from '@/lib/catalog/server/search/suggest'
import { getDb } from '@/lib/db'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { SearchResults } from '@/components/search/SearchResults'

export type RawQuery = Record<string, string | string[] | undefined>

export async function searchMetadata(params: MarketLangParams, raw: RawQuery): Promise<Metadata> {
  const { language } = await pageContext(params)
  const { q } = searchPageQuery(raw)
  const t = await getTranslations({ locale: language, namespace: 'search.page' })
  // Result pages are endless variations of one page: never indexed, their links still followed.
  return { title: q ? t('titleWithQuery', { query: q }) : t('title'), robots: { index: false, follow: true } }
}

/** `shared`: the cached page, whose search answer is cached and tagged too. */
export async function SearchRoute({
  params,
  raw,
  shared,
}: {
  params: MarketLangParams
  raw: RawQuery
  shared: boolean
}) {
  const { market, language } = await pageContext(params)
  const { q, searchParams: query } = searchPageQuery(raw)
  const basePath = searchHref(language)
  if (!q) return <SearchResults market={market} language={language} basePath={basePath} q="" />

  const db = await getDb()
  const { value, problems } = parseListingParams(query)
  const options = { ...value, q, language, currency: market.currency }
  const result = shared ? await cachedSearch(options) : await searchProducts(db, options)
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
