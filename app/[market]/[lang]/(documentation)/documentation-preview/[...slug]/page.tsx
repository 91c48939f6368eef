/**
 * Editor preview of documentation pages, in the documentation layout (spec 01 §7 editor bridge): the
 * proxy sends /{lang}/documentation/…/ requests carrying the visual editor's parameters here, so the
 * documentation pages themselves stay static (see preview/[[...slug]]/page.tsx for the why).
 */
import type { Metadata } from 'next'
import { resolvePreviewRoute } from '@/lib/content/server/preview-route'
import { PreviewStoryPage, previewMetadata } from '@/components/content/preview/PreviewStoryPage'

type Params = Promise<{ market: string; lang: string; slug: string[] }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

export const dynamic = 'force-dynamic'

const resolve = (params: Params, searchParams: SearchParams) =>
  resolvePreviewRoute(params, searchParams, (slug) => `documentation/${slug.join('/')}`)

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
