/**
 * Signs editor preview links the way Storyblok documents it (sha1 of `{space_id}:{preview token}:{timestamp}`),
 * written out here rather than imported: the shop's own signer is server code, and an e2e test that checks
 * the shop against the documented algorithm should not borrow the shop's implementation of it.
 */
import { createHash } from 'node:crypto'
import { EMBEDDED_SPACE } from '../lib/content/rules/embedded/handler'
import { PREVIEW_STORY_PARAM, PREVIEW_TOKEN_PARAMS } from '../lib/content/rules/preview-params'

export function signedPreviewQuery({
  secret,
  nowMs,
  storyId,
}: {
  secret: string
  nowMs: number
  storyId: number
}) {
  const spaceId = String(EMBEDDED_SPACE.id)
  const timestamp = String(Math.floor(nowMs / 1000))
  const token = createHash('sha1').update(`${spaceId}:${secret}:${timestamp}`).digest('hex')
  return new URLSearchParams({
    [PREVIEW_STORY_PARAM]: String(storyId),
    [PREVIEW_TOKEN_PARAMS.spaceId]: spaceId,
    [PREVIEW_TOKEN_PARAMS.timestamp]: timestamp,
    [PREVIEW_TOKEN_PARAMS.token]: token,
  })
}
