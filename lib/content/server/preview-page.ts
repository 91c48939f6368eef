/**
 * What the preview pages do before they render: check the editor's token, read the draft, keep the editor on
 * the story's own path. Server only.
 */
import 'server-only'
import { cache } from 'react'
import { notFound, redirect } from 'next/navigation'
import type { Language, Market } from '@/lib/config'
import { loadPageStory } from './page-story'
import { checkPreviewAccess } from './preview'
import { previewQuery } from '../rules/preview-params'
import { canonicalPath } from '../rules/page'
import type { Story } from '../rules/types'

export interface PreviewRequest {
  market: Market
  language: Language
  /** Story path without language ('' is the home page), as loadPageStory takes it. */
  slug: string
  /** The shopper-visible path, `/{language}/{slug}/`. */
  path: string
  query: URLSearchParams
}

export interface PreviewPage {
  story: Story
  /** The editor's parameters alone, for the live render of edits. */
  editorQuery: string
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

// Metadata and page of one request ask the same: check and read once (React's per-request cache).
const previewPage = cache(
  async (
    market: Market,
    language: Language,
    slug: string,
    path: string,
    search: string,
  ): Promise<PreviewPage> => {
    const query = new URLSearchParams(search)
    const verdict = checkPreviewAccess(query)
    if (!verdict.ok) {
      console.warn(
        `[preview] editor token refused (${verdict.reason}) for ${path}; showing the published page`,
      )
      // Segments are decoded: encoded again, so any path makes a valid Location header.
      redirect(path.split('/').map(encodeURIComponent).join('/'))
    }
    const story = await loadPageStory(slug, language, { preview: true, market })
    if (!story) notFound()
    const editorQuery = previewQuery(query).toString()
    // A story reached under another language's path is shown under its own, still in preview. The
    // canonical path is percent-encoded, `path` is not: compared decoded, or a non-ASCII slug loops.
    const canonical = canonicalPath(story, language)
    if (canonical && decoded(canonical) !== path) redirect(`${canonical}?${editorQuery}`)
    return { story, editorQuery }
  },
)

/**
 * The draft story of a preview request. Without a valid editor token the request is sent to the
 * published page (307): a stale or forged preview link shows what every shopper sees, never a draft.
 */
export function loadPreviewPage({
  market,
  language,
  slug,
  path,
  query,
}: PreviewRequest): Promise<PreviewPage> {
  return previewPage(market, language, slug, path, query.toString())
}
