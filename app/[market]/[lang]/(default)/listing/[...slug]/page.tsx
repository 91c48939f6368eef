/**
 * A content page with listing parameters the cached route does not take (malformed, unknown values,
 * past its bounds: lib/catalog/rules/listing/cache-query.ts): rendered per request, showing the clean
 * rest with a notice. The proxy sends such addresses here (lib/routing/rules/query-routes.ts).
 */
import type { Metadata } from 'next'
import { ListingRoute, listingMetadata, type ListingParams } from '../listing-route'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

// Any query can come here: one render per address, never kept.
export const dynamic = 'force-dynamic'

function toSearchParams(record: Awaited<SearchParams>): URLSearchParams {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(record)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, v)
  }
  return query
}

export function generateMetadata({ params }: { params: ListingParams }): Promise<Metadata> {
  return listingMetadata(params)
}

export default async function ListingPage({
  params,
  searchParams,
}: {
  params: ListingParams
  searchParams: SearchParams
}) {
  return <ListingRoute params={params} query={toSearchParams(await searchParams)} />
}
