import type { Metadata } from 'next'
import { loadPreviewPage } from '@/lib/content/preview-page'
import { searchParamsOf } from '@/lib/content/preview-params'
import { pageContext } from '@/lib/routing/page-params'
import { PreviewStoryPage, previewMetadata } from '@/components/content/preview/PreviewStoryPage'

type Params = Promise<{ market: string; lang: string; slug: string[] }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * Editor preview of documentation pages, in the documentation layout (issue 3 item 9): the proxy sends
 * /{lang}/documentation/…/ requests carrying the visual editor's parameters here, so the documentation
 * pages themselves stay static (see preview/[[...slug]]/page.tsx for the why).
 */
export const dynamic = 'force-dynamic'

async function resolve(params: Params, searchParams: SearchParams) {
  const [{ market, language }, { slug }, search] = await Promise.all([
    pageContext(params),
    params,
    searchParams,
  ])
  const path = `documentation/${slug.join('/')}`
  const shopPath = `/${language}/${path}/`
  const preview = await loadPreviewPage({
    market,
    language,
    slug: path,
    path: shopPath,
    query: searchParamsOf(search),
  })
  return { market, language, path: shopPath, ...preview }
}

export async function generateMetadata(props: {
  params: Params
  searchParams: SearchParams
}): Promise<Metadata> {
  const { story, market, language } = await resolve(props.params, props.searchParams)
  return previewMetadata(story, market, language)
}

export default async function DocumentationPreviewPage(props: {
  params: Params
  searchParams: SearchParams
}) {
  const { story, market, language, path, editorQuery } = await resolve(props.params, props.searchParams)
  return (
    <PreviewStoryPage
      story={story}
      market={market}
      language={language}
      path={path}
      editorQuery={editorQuery}
    />
  )
}
