/**
 * A filtered, sorted or paged listing the catalog knows (issue 15 item 1): the proxy normalises the
 * query and sends it here as one segment (lib/routing/rules/query-routes.ts), so each normalised query
 * is one shared page, rendered on first request and revalidated by its category's and products' tags
 * (the listing read is tagged: lib/catalog/server/cached-listing.ts). Nothing per visitor is read.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { queryOfSegment } from '@/lib/catalog/rules/listing/cache-query'
import { ListingRoute, listingMetadata, type ListingParams } from '../../../listing/listing-route'

type Params = ListingParams extends Promise<infer P> ? Promise<P & { query: string }> : never

// Shared like the content page it filters: refreshed within 5 minutes or by tag.
export const revalidate = 300
export function generateStaticParams() {
  return []
}

export function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return listingMetadata(params)
}

export default async function CachedListingPage({ params }: { params: Params }) {
  const text = queryOfSegment((await params).query, 'listing')
  if (text === null) notFound()
  return <ListingRoute params={params} query={new URLSearchParams(text)} />
}
