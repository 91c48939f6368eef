/** The header's language switch on a cached search page: the search screen with its normalised query kept. */
import { QueryLanguageSwitch } from '@/components/layout/language-switch-slot'
import { queryOfSegment, queryRecord } from '@/lib/catalog/rules/listing/cache-query'
import type { MarketLangParams } from '@/lib/routing/server/page-params'

type Params = MarketLangParams extends Promise<infer P> ? Promise<P & { query: string }> : never

export const revalidate = 300
export function generateStaticParams() {
  return []
}

export default async function CachedSearchLanguages({ params }: { params: Params }) {
  const text = queryOfSegment((await params).query, 'search') ?? ''
  return (
    <QueryLanguageSwitch params={params} searchParams={Promise.resolve(queryRecord(text))} route="search" />
  )
}
