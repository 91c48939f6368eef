/**
 * Who may see drafts: a request whose editor token Storyblok signed. Storyblok's documented check:
 * `_storyblok_tk[token]` is the hex sha1 of `{space_id}:{preview token}:{timestamp}`, and the timestamp is
 * recent (its example: within the last hour). Only someone holding the space's preview token can sign, so the
 * token proves the editor; the timestamp keeps a leaked link short-lived.
 */
import 'server-only'
import { createHash, timingSafeEqual } from 'node:crypto'
import { shopConfig } from '@/lib/config'
import { EMBEDDED_SPACE, EMBEDDED_TOKENS } from '../rules/embedded/handler'
import { previewDisabledReason } from '../rules/preview-gate'
import { contentSourceFromEnv } from './env'
import { PREVIEW_STORY_PARAM, PREVIEW_TOKEN_PARAMS } from '../rules/preview-params'

/** How long an editor token is accepted after Storyblok issued it (Storyblok's own example: 1 hour). */
export const PREVIEW_TOKEN_MAX_AGE_S = 3600
/** A timestamp this far ahead of our clock is still accepted: the editor's and our clocks differ a bit. */
export const PREVIEW_CLOCK_SKEW_S = 300

/** `disabled`: no preview in this deployment, whatever the link (../rules/preview-gate.ts). */
export type PreviewRefusal = 'disabled' | 'missing' | 'malformed' | 'wrong-token' | 'stale' | 'future'
export type PreviewVerdict = { ok: true } | { ok: false; reason: PreviewRefusal }

const DIGITS = /^\d{1,12}$/
const SHA1_HEX = /^[0-9a-f]{40}$/i

const sign = (spaceId: string, secret: string, timestamp: string) =>
  createHash('sha1').update(`${spaceId}:${secret}:${timestamp}`).digest('hex')

/** Checks the editor token in `query` against the preview token `secret` at time `nowMs`. */
export function verifyPreviewToken(query: URLSearchParams, secret: string, nowMs: number): PreviewVerdict {
  const [spaceIds, timestamps, tokens] = [
    query.getAll(PREVIEW_TOKEN_PARAMS.spaceId),
    query.getAll(PREVIEW_TOKEN_PARAMS.timestamp),
    query.getAll(PREVIEW_TOKEN_PARAMS.token),
  ]
  if (!spaceIds.length || !timestamps.length || !tokens.length) return { ok: false, reason: 'missing' }
  const storyIds = query.getAll(PREVIEW_STORY_PARAM)
  // A repeated parameter is ambiguous: different readers would pick different copies.
  if ([spaceIds, timestamps, tokens].some((values) => values.length > 1) || storyIds.length > 1)
    return { ok: false, reason: 'malformed' }
  const [spaceId, timestamp, token] = [spaceIds[0] ?? '', timestamps[0] ?? '', tokens[0] ?? '']
  const storyId = storyIds[0]
  if (!DIGITS.test(spaceId) || !DIGITS.test(timestamp) || !SHA1_HEX.test(token))
    return { ok: false, reason: 'malformed' }
  if (storyId !== undefined && !DIGITS.test(storyId)) return { ok: false, reason: 'malformed' }
  if (!secret) return { ok: false, reason: 'wrong-token' }

  const expected = Buffer.from(sign(spaceId, secret, timestamp), 'utf8')
  const given = Buffer.from(token.toLowerCase(), 'utf8')
  if (!timingSafeEqual(expected, given)) return { ok: false, reason: 'wrong-token' }

  const age = Math.floor(nowMs / 1000) - Number(timestamp)
  if (age > PREVIEW_TOKEN_MAX_AGE_S) return { ok: false, reason: 'stale' }
  if (age < -PREVIEW_CLOCK_SKEW_S) return { ok: false, reason: 'future' }
  return { ok: true }
}

/**
 * The secret editor tokens are checked against: Storyblok's preview token when Storyblok is the source;
 * for the embedded service, STORYBLOK_PREVIEW_TOKEN if set (a deployed shop should set it: the default
 * is in the source code), else the embedded service's own preview token.
 */
export function previewSecret(env: Record<string, string | undefined>): string {
  const source = contentSourceFromEnv(env)
  if (source.kind === 'storyblok') return source.previewToken
  return env.STORYBLOK_PREVIEW_TOKEN?.trim() || EMBEDDED_TOKENS.preview
}

/** Why this process shows no previews (issue 13 item 3), or null; the start logs it (previewStartCheck). */
export function previewDisabled(
  env: Record<string, string | undefined> = process.env,
  deploymentEnv: string = shopConfig.deploymentEnv,
): string | null {
  return previewDisabledReason(previewSecret(env), deploymentEnv)
}

/**
 * The verdict on the current request's editor token, with the process's configuration and clock. The
 * preview page and the live render of edits (components/content/preview/render-preview.tsx) both ask.
 */
export function checkPreviewAccess(query: URLSearchParams): PreviewVerdict {
  if (previewDisabled() !== null) return { ok: false, reason: 'disabled' }
  return verifyPreviewToken(query, previewSecret(process.env), Date.now())
}

/**
 * The editor parameters Storyblok would append, signed with `secret`: a preview link for the embedded
 * service (which has no visual editor of its own) and for tests.
 */
export function signedPreviewQuery({
  secret,
  nowMs,
  storyId,
  spaceId = EMBEDDED_SPACE.id,
}: {
  secret: string
  nowMs: number
  storyId?: number
  spaceId?: number
}): URLSearchParams {
  const timestamp = String(Math.floor(nowMs / 1000))
  const query = new URLSearchParams()
  if (storyId !== undefined) query.set(PREVIEW_STORY_PARAM, String(storyId))
  query.set(PREVIEW_TOKEN_PARAMS.spaceId, String(spaceId))
  query.set(PREVIEW_TOKEN_PARAMS.timestamp, timestamp)
  query.set(PREVIEW_TOKEN_PARAMS.token, sign(String(spaceId), secret, timestamp))
  return query
}
