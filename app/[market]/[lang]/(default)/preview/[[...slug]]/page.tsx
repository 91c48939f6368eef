/**
 * Editor preview of the home page and content pages (spec 01 §7 editor bridge). The proxy sends requests
 * carrying the visual editor's `_storyblok` parameters here (lib/routing/rules/decide.ts) instead of to
 * the home and content pages, so those stay static and cached, and nothing of the preview is in their
 * JavaScript. Preview answers are per request and never cached: they hold drafts. No draftMode cookie is
 * used: the editor shows the shop in a third-party iframe, where browsers block such cookies; the
 * editor's signed parameters come along on every request instead.
 */
import type { Metadata } from 'next'
import { resolvePreviewRoute } from '@/lib/content/server/preview-route'
import { contentPathOf } from '@/lib/routing/server/page-params'
import { PreviewStoryPage, previewMetadata } from '@/components/content/preview/PreviewStoryPage'

type Params = Promise<{ market: string; lang: string; slug?: string[] }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

export const dynamic = 'force-dynamic'

const resolve = (params: Params, searchParams: SearchParams) =>
  resolvePreviewRoute(params, searchParams, contentPathOf)

export async function generateMetadata(props: {
  params: Params
  searchParams: SearchParams
}): Promise<Metadata> {
  const { story, market, language } = await resolve(props.params, props.searchParams)
  return previewMetadata(story, market, language)
}

export default async function ContentPreviewPage(props: { params: Params; searchParams: SearchParams }) {
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
