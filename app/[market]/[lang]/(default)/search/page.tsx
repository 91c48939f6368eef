/**
 * Search (spec 01 §2 /de/suche/, /fr/rechercher/) for a query the cached page does not take (other
 * spellings, unknown words, typos, malformed filters: lib/catalog/rules/listing/cache-query.ts), and
 * the empty search screen. Rendered per request on the server.
 */
import type { Metadata } from 'next'
import type { MarketLangParams } from '@/lib/routing/server/page-params'
import { SearchRoute, searchMetadata, type RawQuery } from './search-route'

type Props = { params: MarketLangParams; searchParams: Promise<RawQuery> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return searchMetadata(params, await searchParams)
}

export default async function SearchPage({ params, searchParams }: Props) {
  return <SearchRoute params={params} raw={await searchParams} shared={false} />
}
