import 'client-only'
/**
 * The browser's JSON calls to the shop's own route handlers (spec 02 §7), shared by every client API.
 * Bundled for the browser: no server imports. A refusal is thrown as an ApiRequestError carrying the
 * server's status and message, so a caller can roll back and say why.
 */
export class ApiRequestError extends Error {
  constructor(
    /** The HTTP status; 0 when no answer came (network error). */
    readonly status: number,
    message: string,
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
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null
  if (!response.ok) {
    const message = typeof body?.error === 'string' ? body.error : `request failed (${response.status})`
    throw new ApiRequestError(response.status, message)
  }
  return body as T
}
