import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError, callJson } from '@/lib/http/client/json'

/** lib/http/client/json.ts: the one JSON call every client API (basket, wishlist, stores, user) makes. */
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }))

afterEach(() => vi.unstubAllGlobals())

describe('callJson', () => {
  it('sends JSON with same-origin credentials and answers the parsed body', async () => {
    const fetch = answer(201, { type: 'success' })
    vi.stubGlobal('fetch', fetch)
    expect(await callJson('/api/x/', { method: 'POST', body: '{"a":1}' })).toEqual({ type: 'success' })
    expect(fetch).toHaveBeenCalledWith('/api/x/', {
      method: 'POST',
      body: '{"a":1}',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    })
  })

  it('names no content type without a body', async () => {
    const fetch = answer(200, [])
    vi.stubGlobal('fetch', fetch)
    await callJson('/api/x/')
    expect(fetch).toHaveBeenCalledWith('/api/x/', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
  })

  it.each([
    ['the server’s message', 403, { type: 'error', error: 'not your basket' }, 'not your basket'],
    ['the status when the body says nothing', 500, 'oops', 'request failed (500)'],
  ])('throws a refusal with its status and %s', async (_case, status, body, message) => {
    vi.stubGlobal('fetch', answer(status, body))
    const refusal = await callJson('/api/x/').catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ApiRequestError)
    expect(refusal).toMatchObject({ status, message })
  })

  it('turns a network failure into status 0, but lets a cancelled call stay an AbortError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(callJson('/api/x/')).rejects.toMatchObject({ status: 0, message: 'network error' })
    const abort = new DOMException('aborted', 'AbortError')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(abort)),
    )
    await expect(callJson('/api/x/')).rejects.toBe(abort)
  })
})
