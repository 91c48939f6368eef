import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkPasswordLeak } from '@/lib/account/client/leak-check'

const SUFFIX = '1E4C9B93F3F0682250B6CF8331B7EE68FD8' // SHA-1 of "password" is 5BAA6 + SUFFIX
const OTHER = '0018A45C4D1DEF81644B54AB7F969B88D65'

const answering = (status: number, body: string) =>
  vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => new Response(body, { status }))

afterEach(() => vi.unstubAllGlobals())

describe('spec 02 §5 / §7: the browser checks a password by its 5-digit SHA-1 prefix', () => {
  it('asks GET /api/user/check-password/?hash={prefix} without cookies; only the prefix leaves', async () => {
    const fetch = answering(200, `${OTHER}:0\r\n${SUFFIX}:12\r\n`)
    vi.stubGlobal('fetch', fetch)
    const controller = new AbortController()
    expect(await checkPasswordLeak('password', controller.signal)).toBe('leaked')
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/api/user/check-password/?hash=5BAA6')
    expect(init).toEqual({
      credentials: 'omit',
      headers: { Accept: 'text/plain' },
      signal: controller.signal,
    })
    expect(JSON.stringify(fetch.mock.calls)).not.toContain(SUFFIX)
  })

  it('clean when the suffix is absent or only padding (count 0)', async () => {
    vi.stubGlobal('fetch', answering(200, `${SUFFIX}:0\r\n${OTHER}:3\r\n`))
    expect(await checkPasswordLeak('password')).toBe('clean')
  })

  it.each([
    ['a 503', () => answering(503, '{"type":"error"}')],
    ['a 400', () => answering(400, '{"type":"error"}')],
    ['no network', () => vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))],
  ])('failed on %s (a failed check counts as invalid)', async (_, fetch) => {
    vi.stubGlobal('fetch', fetch())
    expect(await checkPasswordLeak('password')).toBe('failed')
  })

  it('an aborted check resolves failed instead of rejecting', async () => {
    const controller = new AbortController()
    controller.abort()
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) =>
        init?.signal?.aborted ? Promise.reject(init.signal.reason) : Promise.resolve(new Response('')),
      ),
    )
    expect(await checkPasswordLeak('password', controller.signal)).toBe('failed')
  })
})
