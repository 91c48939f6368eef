import { describe, expect, it, vi } from 'vitest'
import { HttpError, RateLimitedError } from '@/lib/http/rules/errors'
import { createRouteHelpers } from '@/lib/http/server/route'
import type { VisitorSession } from '@/lib/session/rules/identity'

const session: VisitorSession = {
  id: 'row',
  guestId: '0123456789abcdef0123456789abcdef',
  userId: null,
  checkoutGuest: false,
  loggedIn: false,
}
const { query, mutation } = createRouteHelpers(vi.fn(async () => session))
const post = () =>
  new Request('http://localhost:3000/api/user/auth/login/', {
    method: 'POST',
    headers: { host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
  })

// Issue 10 item 5: a spent rate limit answers 429 with Retry-After (seconds), from any handler.
describe('a RateLimitedError thrown by a handler', () => {
  it('answers 429 with Retry-After in whole seconds and the usual error body', async () => {
    const handler = mutation({}, async () => {
      throw new RateLimitedError(41.2)
    })
    const response = await handler(post())
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('42')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({ type: 'error', error: 'too many requests' })
  })

  it('never tells a client to retry at once', async () => {
    const handler = query({}, async () => {
      throw new RateLimitedError(0)
    })
    const response = await handler(
      new Request('http://localhost:3000/api/x/', { headers: { host: 'localhost:3000' } }),
    )
    expect(response.headers.get('retry-after')).toBe('1')
  })

  it('is an HttpError of status 429, and other HttpErrors carry no Retry-After', async () => {
    expect(new RateLimitedError(5)).toBeInstanceOf(HttpError)
    const response = await mutation({}, async () => {
      throw new HttpError(429, 'slow down')
    })(post())
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBeNull()
  })
})
