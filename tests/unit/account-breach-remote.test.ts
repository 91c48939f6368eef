import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { checkLeakedPassword } from '@/lib/account/rules/leaked-password'
import { BREACH_USER_AGENT, BreachSourceError, createRemoteRanges } from '@/lib/account/server/breach/remote'
import { breachSourceFromEnv } from '@/lib/account/server/breach/settings'

const API = 'https://pwned.example/range/'
const SUFFIX = '1E4C9B93F3F0682250B6CF8331B7EE68FD8' // of "password", prefix 5BAA6
const OTHER = '0018A45C4D1DEF81644B54AB7F969B88D65'

const server = setupServer()
// The last describe talks to a real local server, on the wire; everything else must be mocked.
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname !== '127.0.0.1') print.error()
    },
  }),
)
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

interface Call {
  prefix: string
  headers: Headers
}

/** The range API answering `reply` for any prefix; the calls are recorded. */
function rangeApi(reply: (prefix: string) => Response | Promise<Response>) {
  const calls: Call[] = []
  server.use(
    http.get(`${API}:prefix`, ({ params, request }) => {
      const prefix = String(params.prefix)
      calls.push({ prefix, headers: request.headers })
      return reply(prefix)
    }),
  )
  return calls
}

const text = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'content-type': 'text/plain' } })

/** A clock the test moves. */
function clock(start = 1_000_000) {
  let now = start
  return { now: () => now, advance: (ms: number) => void (now += ms) }
}

const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {})

describe('spec 02 §5 / §7: the range API as breach source (PWNED_PASSWORDS_URL)', () => {
  it('GETs {url}{prefix} with Add-Padding and a User-Agent, and keeps only listed (count > 0) lines', async () => {
    const calls = rangeApi(() => text(`${SUFFIX.toLowerCase()}:3861493\r\n${OTHER}:0\r\n`))
    const ranges = createRemoteRanges({ url: API, timeoutMs: 500 })
    expect(await ranges.range('5baa6')).toBe(`${SUFFIX}:3861493\r\n`)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.prefix).toBe('5BAA6')
    expect(calls[0]!.headers.get('add-padding')).toBe('true')
    expect(calls[0]!.headers.get('user-agent')).toBe(BREACH_USER_AGENT)
  })

  it('a suffix listed only as padding (count 0) is clean; listed with a count it is leaked', async () => {
    rangeApi(() => text(`${SUFFIX}:0\r\n${OTHER}:2\r\n`))
    const padded = createRemoteRanges({ url: API, timeoutMs: 500 })
    expect(await checkLeakedPassword('password', padded.range)).toBe('clean')
    server.resetHandlers()
    rangeApi(() => text(`${SUFFIX}:5\r\n`))
    const listed = createRemoteRanges({ url: API, timeoutMs: 500 })
    expect(await checkLeakedPassword('password', listed.range)).toBe('leaked')
  })

  it('a call slower than the timeout fails, and the check counts as failed', async () => {
    quiet()
    rangeApi(async () => {
      await delay(2000)
      return text(`${SUFFIX}:5\r\n`)
    })
    const ranges = createRemoteRanges({ url: API, timeoutMs: 60 })
    const started = performance.now()
    await expect(ranges.range('5BAA6')).rejects.toThrow(BreachSourceError)
    expect(performance.now() - started).toBeLessThan(1500)
    const again = createRemoteRanges({ url: API, timeoutMs: 60 })
    expect(await checkLeakedPassword('password', again.range)).toBe('failed')
  })

  it.each([
    ['a 503', () => text('busy', 503)],
    ['an HTML page', () => new HttpResponse('<html>maintenance</html>', { status: 200 })],
    ['a network error', () => HttpResponse.error()],
  ])('%s is a failure, not an empty range', async (_, reply) => {
    quiet()
    rangeApi(reply)
    await expect(createRemoteRanges({ url: API, timeoutMs: 500 }).range('5BAA6')).rejects.toThrow(
      BreachSourceError,
    )
  })

  it('after a failure the API is not asked again until the circuit closes (no retry storm)', async () => {
    const warn = quiet()
    let fail = true
    const calls = rangeApi(() => (fail ? text('down', 500) : text(`${SUFFIX}:5\r\n`)))
    const time = clock()
    const ranges = createRemoteRanges({ url: API, timeoutMs: 500, now: time.now, circuitOpenMs: 30_000 })
    await expect(ranges.range('5BAA6')).rejects.toThrow('answered 500')
    fail = false
    time.advance(29_000)
    await expect(ranges.range('5BAA6')).rejects.toThrow('not asked again yet')
    await expect(ranges.range('00000')).rejects.toThrow('not asked again yet')
    expect(calls).toHaveLength(1)
    expect(warn).toHaveBeenCalledOnce()
    time.advance(1_001)
    expect(await ranges.range('5BAA6')).toBe(`${SUFFIX}:5\r\n`)
    expect(calls).toHaveLength(2)
  })

  it('keeps a range briefly: one call for the browser check and the submit check, shared while in flight', async () => {
    const calls = rangeApi(async () => {
      await delay(20)
      return text(`${SUFFIX}:5\r\n`)
    })
    const time = clock()
    const ranges = createRemoteRanges({ url: API, timeoutMs: 500, now: time.now, cacheTtlMs: 60_000 })
    const [a, b] = await Promise.all([ranges.range('5BAA6'), ranges.range('5baa6')])
    expect(a).toBe(b)
    time.advance(59_000)
    await ranges.range('5BAA6')
    expect(calls).toHaveLength(1)
    time.advance(2_000)
    await ranges.range('5BAA6')
    expect(calls).toHaveLength(2)
  })

  it('refuses what is no range prefix without calling', async () => {
    const calls = rangeApi(() => text(''))
    const ranges = createRemoteRanges({ url: API, timeoutMs: 500 })
    for (const bad of ['5BAA', '5BAA61', '../x']) await expect(ranges.range(bad)).rejects.toThrow(RangeError)
    expect(calls).toHaveLength(0)
  })
})

describe('spec 02 §5: PWNED_PASSWORDS_URL and PWNED_PASSWORDS_TIMEOUT_MS', () => {
  it('without a URL the embedded index answers; empty values count as unset', () => {
    expect(breachSourceFromEnv({})).toEqual({ kind: 'local' })
    expect(breachSourceFromEnv({ PWNED_PASSWORDS_URL: '', PWNED_PASSWORDS_TIMEOUT_MS: '' })).toEqual({
      kind: 'local',
    })
  })

  it('with a URL the range API, 1500 ms unless told otherwise', () => {
    expect(breachSourceFromEnv({ PWNED_PASSWORDS_URL: 'https://api.pwnedpasswords.com/range/' })).toEqual({
      kind: 'remote',
      url: 'https://api.pwnedpasswords.com/range/',
      timeoutMs: 1500,
    })
    expect(
      breachSourceFromEnv({
        PWNED_PASSWORDS_URL: 'http://127.0.0.1:9000/r/',
        PWNED_PASSWORDS_TIMEOUT_MS: '800',
      }),
    ).toMatchObject({ timeoutMs: 800 })
  })

  it.each([
    ['PWNED_PASSWORDS_URL', { PWNED_PASSWORDS_URL: 'ftp://pwned.example/' }],
    ['PWNED_PASSWORDS_URL', { PWNED_PASSWORDS_URL: 'not a url' }],
    ['PWNED_PASSWORDS_TIMEOUT_MS', { PWNED_PASSWORDS_URL: API, PWNED_PASSWORDS_TIMEOUT_MS: 'soon' }],
    ['PWNED_PASSWORDS_TIMEOUT_MS', { PWNED_PASSWORDS_URL: API, PWNED_PASSWORDS_TIMEOUT_MS: '10' }],
    ['PWNED_PASSWORDS_TIMEOUT_MS', { PWNED_PASSWORDS_URL: API, PWNED_PASSWORDS_TIMEOUT_MS: '60000' }],
  ])('a wrong value names %s', (name, env) => {
    expect(() => breachSourceFromEnv(env)).toThrow(name)
  })
})

describe('spec 02 §5: the range API on the wire (a local http server)', () => {
  let local: Server
  let base = ''
  const seen: { url: string; headers: IncomingHttpHeaders }[] = []
  beforeAll(async () => {
    local = createServer((request, response) => {
      seen.push({ url: request.url ?? '', headers: request.headers })
      // /slow/ never answers: only the timeout ends the call.
      if (request.url?.startsWith('/slow/')) return
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.end(`${OTHER}:0\r\n${SUFFIX}:9\r\n`)
    })
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(local.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    local.closeAllConnections()
    await new Promise((resolve) => local.close(resolve))
  })

  it('sends Add-Padding: true and the User-Agent, and reads the listed lines', async () => {
    const ranges = createRemoteRanges({ url: `${base}/range/`, timeoutMs: 1000 })
    expect(await ranges.range('5BAA6')).toBe(`${SUFFIX}:9\r\n`)
    expect(seen.at(-1)).toMatchObject({
      url: '/range/5BAA6',
      headers: { 'add-padding': 'true', 'user-agent': BREACH_USER_AGENT },
    })
  })

  it('a server that never answers fails after the timeout; the open circuit asks it no second time', async () => {
    quiet()
    const ranges = createRemoteRanges({ url: `${base}/slow/`, timeoutMs: 100 })
    await expect(ranges.range('5BAA6')).rejects.toThrow('slower than 100 ms')
    const asked = seen.length
    await expect(ranges.range('5BAA6')).rejects.toThrow('not asked again yet')
    await delay(50)
    expect(seen.length).toBe(asked)
  })
})
