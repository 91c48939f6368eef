import 'client-only'
/**
 * The browser's JSON calls to the shop's own route handlers (spec 02 §7), shared by every client API.
 * Bundled for the browser: no server imports. A refusal is thrown as an ApiRequestError carrying the
 * server's status and message, so a caller can roll back and say why; forms also get the fields the
 * server named (400) and how long to wait (429 Retry-After).
 */
export interface ApiFieldProblem {
  field: string
  message: string
}

export interface ApiErrorDetails {
  /** The fields a 400 answer named (`{ field, message }`, field as the server spells it). */
  fields?: ApiFieldProblem[]
  /** Seconds from the answer's Retry-After header (429, 503), when it had a usable one. */
  retryAfterSeconds?: number
}

export class ApiRequestError extends Error {
  constructor(
    /** The HTTP status; 0 when no answer came (network error). */
    readonly status: number,
    message: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
}

/** One JSON call: same-origin credentials, the server's error message on refusal. */
export async function callJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    })
  } catch (error) {
    // An aborted call (the query was cancelled) is no refusal: the caller ignores it as such.
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiRequestError(0, 'network error')
  }
  const body = (await response.json().catch(() => null)) as { error?: unknown; fields?: unknown } | null
  if (!response.ok) {
    const message = typeof body?.error === 'string' ? body.error : `request failed (${response.status})`
    throw new ApiRequestError(response.status, message, errorDetails(body?.fields, response.headers))
  }
  return body as T
}

function errorDetails(fields: unknown, headers: Headers): ApiErrorDetails {
  const details: ApiErrorDetails = {}
  if (Array.isArray(fields)) {
    const named = fields.filter(
      (entry): entry is ApiFieldProblem =>
        typeof entry?.field === 'string' && typeof entry?.message === 'string',
    )
    if (named.length > 0) details.fields = named.map(({ field, message }) => ({ field, message }))
  }
  const retryAfter = retryAfterSeconds(headers.get('Retry-After'))
  if (retryAfter !== undefined) details.retryAfterSeconds = retryAfter
  return details
}

/** Retry-After is delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterSeconds(value: string | null): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000))
}
