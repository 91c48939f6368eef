import 'server-only'

/**
 * The one way request bodies are read (issue 13 item 1): chunk by chunk from `request.body`, stopping and
 * cancelling the stream as soon as the limit is passed, so a chunked body without Content-Length can never
 * make the server buffer more than the limit. JSON bodies are then checked for text PostgreSQL and
 * JSON.stringify refuse (issue 13 item 5, ../rules/text.ts) before any handler sees them.
 */
import { HttpError } from '../rules/errors'
import { jsonTextProblem } from '../rules/text'

/** Larger bodies are refused (413); no storefront call sends anything near this. */
export const MAX_BODY_BYTES = 64 * 1024

export const bodyTooLarge = () => new HttpError(413, 'request body too large')

/**
 * The body as text (UTF-8), at most `maxBytes` bytes; more throws a 413 HttpError after cancelling the
 * stream. A Content-Length over the limit is refused before a byte is read.
 */
export async function readBodyText(request: Request, maxBytes = MAX_BODY_BYTES): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw bodyTooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  // Stream mode keeps a multi-byte character split across two chunks whole.
  const decoder = new TextDecoder()
  let bytes = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw bodyTooLarge()
    }
    text += decoder.decode(value, { stream: true })
  }
  return text + decoder.decode()
}

/**
 * The body parsed as JSON; undefined for an empty body. 400 for text that is not JSON, nests deeper than
 * the cap, or holds NUL or a lone surrogate anywhere (keys included).
 */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const text = await readBodyText(request, maxBytes)
  if (text.trim() === '') return undefined
  return parseJsonText(text)
}

/** JSON.parse plus the checks of ../rules/text.ts, as 400 HttpErrors. */
export function parseJsonText(text: string): unknown {
  let value: unknown
  try {
    value = JSON.parse(text) as unknown
  } catch {
    throw new HttpError(400, 'invalid request: body is not valid JSON')
  }
  const problem = jsonTextProblem(value)
  if (problem) throw new HttpError(400, `invalid request: body: ${problem}`)
  return value
}
