/**
 * A search the catalog knows every word of (issue 15 item 1): the proxy normalises the query and sends
 * it here as one segment (lib/routing/rules/query-routes.ts), so each normalised query is one shared
 * page, rendered on first request and revalidated by the tags of the products it shows. Nothing per
 * visitor is read.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { queryOfSegment, queryRecord } from '@/lib/catalog/rules/listing/cache-query'
import type { MarketLangParams } from '@/lib/routing/server/page-params'
import { SearchRoute, searchMetadata } from '../search-route'

type Params = MarketLangParams extends Promise<infer P> ? Promise<P & { query: string }> : never

export const revalidate = 300
export function generateStaticParams() {
  return []
}

async function queryOf(params: Params) {
  const text = queryOfSegment((await params).query, 'search')
  if (text === null) notFound()
  return queryRecord(text)
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return searchMetadata(params, await queryOf(params))
}

export default async function CachedSearchPage({ params }: { params: Params }) {
  return <SearchRoute params={params} raw={await queryOf(params)} shared />
}
