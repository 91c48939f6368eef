/**
 * The visual editor's URL parameters. Storyblok opens every story in its iframe at the preview URL plus
 * `?_storyblok={story id}&_storyblok_tk[space_id]=…&_storyblok_tk[timestamp]=…&_storyblok_tk[token]=…`
 * (and `_storyblok_c`, `_storyblok_lang`, `_storyblok_version` …). Dependency-free: the proxy uses it to
 * send such requests to the preview pages (lib/routing/rules/decide.ts).
 */

export const PREVIEW_TOKEN_PARAMS = {
  spaceId: '_storyblok_tk[space_id]',
  timestamp: '_storyblok_tk[timestamp]',
  token: '_storyblok_tk[token]',
} as const
/** The id of the story the editor has open. */
export const PREVIEW_STORY_PARAM = '_storyblok'

const isEditorParam = (name: string) => name === PREVIEW_STORY_PARAM || name.startsWith('_storyblok_')

const asParams = (search: string | URLSearchParams) =>
  typeof search === 'string' ? new URLSearchParams(search) : search

/** True when the query carries any of the editor's parameters: the request is meant for the preview. */
export function isPreviewQuery(search: string | URLSearchParams): boolean {
  for (const name of asParams(search).keys()) if (isEditorParam(name)) return true
  return false
}

/** Only the editor's parameters, in their order: what a preview redirect and a live render carry on. */
export function previewQuery(search: string | URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams()
  for (const [name, value] of asParams(search)) if (isEditorParam(name)) kept.append(name, value)
  return kept
}

/** Next's `searchParams` object as URLSearchParams (repeated parameters stay repeated). */
export function searchParamsOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(record)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, v)
  }
  return params
}
