/** The header's language switch on the search page: the search screen with its term and filters kept. */
import { QueryLanguageSwitch, type SearchParams } from '@/components/layout/language-switch-slot'
import type { MarketLangParams } from '@/lib/routing/server/page-params'

export default function SearchLanguages({
  params,
  searchParams,
}: {
  params: MarketLangParams
  searchParams: SearchParams
}) {
  return <QueryLanguageSwitch params={params} searchParams={searchParams} route="search" />
}
