/**
 * Route handlers for calls from the content service to the shop (server to server). A browser never
 * sends them, so lib/http's mutation() and its same-origin check (which refuses any request without
 * Origin / Sec-Fetch-Site) do not fit: these handlers check the shared secret instead, before they
 * parse anything. Handlers built here carry SIGNED_WEBHOOK_MARKER, so a test of "every mutation
 * checks its origin" can tell them apart from a mutation that forgot its check.
 */
import 'server-only'
import type { z } from 'zod'
import { contentWebhookSecretFromEnv } from '@/lib/config/content-webhook'
import { errorResponse, fieldProblems, invalidRequest, NO_STORE } from '@/lib/http/rules/errors'
import { unknownHostResponse } from '@/lib/http/rules/host'
import { parseJsonText, readBodyText } from '@/lib/http/server/body'
import { failureResponse } from '@/lib/http/server/failure'
import { contentSourceFromEnv } from '../env'
import { isValidSignature, sameSecret, SIGNATURE_HEADER } from './signature'

/** Set to true on every handler built by signedContentWebhook. */
import { SIGNED_WEBHOOK_MARKER } from '@/lib/http/rules/signed-webhook'

export { SIGNED_WEBHOOK_MARKER }

/** Story webhook bodies are a few hundred bytes. */
export const MAX_WEBHOOK_BODY_BYTES = 16 * 1024

export type SignedWebhookHandler = ((request: Request) => Promise<Response>) & {
  [SIGNED_WEBHOOK_MARKER]: true
}

export interface SignedWebhookOptions<S extends z.ZodType> {
  body: S
  handle: (body: z.output<S>) => Promise<unknown>
  /** The shared secret; null refuses every call. Default: CONTENT_WEBHOOK_SECRET. */
  secret?: () => string | null
  /**
   * Whether `?secret=` may stand in for the signature. A query string ends up in access logs, so only
   * with the embedded content service, whose callers are local tools and tests; Storyblok signs.
   */
  allowQuerySecret?: () => boolean
  /** False answers 404 before anything else: the route does not exist in this configuration. */
  enabled?: () => boolean
}

const envSecret = () => contentWebhookSecretFromEnv(process.env)
const embeddedSource = () => contentSourceFromEnv(process.env).kind === 'embedded'

function authorized(request: Request, body: string, secret: string | null, allowQuery: boolean): boolean {
  if (!secret) return false
  const signature = request.headers.get(SIGNATURE_HEADER)
  if (signature !== null) return isValidSignature(body, signature, secret)
  const given = new URL(request.url).searchParams.get('secret')
  return allowQuery && given !== null && sameSecret(given, secret)
}

/**
 * A POST handler: 404 where not enabled, 413 for a body over 16 kB, 401 without the right signature (or `?secret=` where
 * allowed), 400 for a body that is not JSON or not of the schema, else the handler's result as JSON.
 */
export function signedContentWebhook<S extends z.ZodType>(
  options: SignedWebhookOptions<S>,
): SignedWebhookHandler {
  const { secret = envSecret, allowQuerySecret = embeddedSource, enabled = () => true } = options
  const handler = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname
    const unknownHost = unknownHostResponse(request)
    if (unknownHost) return unknownHost
    if (!enabled()) return errorResponse(404, 'not found')
    try {
      const text = await readBodyText(request, MAX_WEBHOOK_BODY_BYTES)
      const configured = secret()
      if (!authorized(request, text, configured, allowQuerySecret())) {
        if (!configured) console.warn(`[content] ${path}: refused, CONTENT_WEBHOOK_SECRET is not set`)
        return errorResponse(401, 'unauthorized')
      }
      // 400 for text that is not JSON or holds what the shop refuses (issue 13 item 5).
      const parsed = await options.body.safeParseAsync(parseJsonText(text))
      if (!parsed.success) return invalidRequest(fieldProblems('body', parsed.error))
      return Response.json((await options.handle(parsed.data)) ?? null, { headers: NO_STORE })
    } catch (error) {
      return failureResponse(`[content] POST ${path} failed`, error)
    }
  }
  return Object.assign(handler, { [SIGNED_WEBHOOK_MARKER]: true as const })
}

/** Whether a route handler was built by signedContentWebhook (it checks a secret, not the origin). */
export function isSignedWebhook(handler: unknown): boolean {
  return (
    typeof handler === 'function' &&
    (handler as Partial<SignedWebhookHandler>)[SIGNED_WEBHOOK_MARKER] === true
  )
}
