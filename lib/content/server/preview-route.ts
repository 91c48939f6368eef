import 'server-only'

/**
 * What an editor preview route renders (app/…/preview and app/…/documentation-preview): its market and
 * language, the story's content path from the route's segments (`contentPath`), the shop path it stands
 * for and the draft with the editor's query.
 */
import { pageContext } from '@/lib/routing/server/page-params'
import { loadPreviewPage } from './preview-page'
import { searchParamsOf } from '../rules/preview-params'

type Params = Promise<{ market: string; lang: string; slug?: string[] }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function resolvePreviewRoute(
  params: Params,
  searchParams: SearchParams,
  contentPath: (segments: string[]) => string,
) {
  const [{ market, language }, { slug = [] }, search] = await Promise.all([
    pageContext(params),
    params,
    searchParams,
  ])
  const path = contentPath(slug)
  const shopPath = path ? `/${language}/${path}/` : `/${language}/`
  const preview = await loadPreviewPage({
    market,
    language,
    slug: path,
    path: shopPath,
    query: searchParamsOf(search),
  })
  return { market, language, path: shopPath, ...preview }
}
