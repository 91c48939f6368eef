/**
 * The header's language switch on a listing with a query (page, sort, filters): the story's translated
 * slug in each language with the listing query kept (spec 01 §2).
 */
import { ContentLanguageSwitch, type SearchParams } from '@/components/layout/language-switch-slot'

type Params = Promise<{ market: string; lang: string; slug: string[] }>

// As the listing beside it: one render per address.
export const dynamic = 'force-dynamic'

export default function ListingLanguages({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  return <ContentLanguageSwitch params={params} route="listing" searchParams={searchParams} />
}
