/**
 * The header's language switch on a cached listing (issue 15 item 1): as on the per-request listing,
 * the story's translated slug in each language with the normalised listing query kept (spec 01 §2).
 */
import { ContentLanguageSwitch } from '@/components/layout/language-switch-slot'
import { queryOfSegment, queryRecord } from '@/lib/catalog/rules/listing/cache-query'

type Params = Promise<{ market: string; lang: string; query: string; slug: string[] }>

export const revalidate = 300
export function generateStaticParams() {
  return []
}

export default async function CachedListingLanguages({ params }: { params: Params }) {
  const text = queryOfSegment((await params).query, 'listing') ?? ''
  return (
    <ContentLanguageSwitch
      params={params}
      route="listing"
      searchParams={Promise.resolve(queryRecord(text))}
    />
  )
}
