import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GET } from '@/app/api/user/check-password/route'
import { parseRangeBody } from '@/lib/account/rules/breach-range'
import { checkLeakedPassword, rangePrefix, rangeSuffix, sha1Hex } from '@/lib/account/rules/leaked-password'
import { BreachSourceError, breachRanges, setBreachRanges } from '@/lib/account/server/breach-ranges'
import { passwordLeakCheck, passwordLeakProblem } from '@/lib/account/server/leak-check'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)

const check = (search: string) =>
  GET(
    new Request(`http://localhost:3000/api/user/check-password/${search}`, {
      headers: { host: 'localhost:3000' },
    }),
  )

const failing = { range: () => Promise.reject(new BreachSourceError('range API answered 500')) }

beforeEach(() => {
  // The embedded index, whatever the machine's environment says.
  vi.stubEnv('PWNED_PASSWORDS_URL', '')
  setBreachRanges(null)
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
afterAll(() => setBreachRanges(null))

describe('spec 02 §7 GET /api/user/check-password/?hash=', () => {
  it('answers the padded range as text/plain SUFFIX:COUNT lines, shared-cacheable, without a cookie', async () => {
    const hash = await sha1Hex('Password123')
    const response = await check(`?hash=${rangePrefix(hash).toLowerCase()}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=86400')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(scope.cookies.size).toBe(0)
    const body = await response.text()
    expect(body).toMatch(/^([0-9A-F]{35}:\d+\r\n)+$/)
    const entries = parseRangeBody(body)!
    expect(entries.length).toBeGreaterThanOrEqual(800)
    expect(entries.length).toBeLessThanOrEqual(1000)
    expect(entries.find((entry) => entry.suffix === rangeSuffix(hash))?.count).toBeGreaterThan(0)
    // What the browser does with it (spec 02 §5).
    expect(await checkLeakedPassword('Password123', async () => body)).toBe('leaked')
  })

  it.each([
    ['no hash', ''],
    ['an empty hash', '?hash='],
    ['4 digits', '?hash=5BAA'],
    ['6 digits', '?hash=5BAA61'],
    ['the whole SHA-1', '?hash=5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8'],
    ['a non-hex character', '?hash=5BAG6'],
    ['a padded value', '?hash=%205BAA6'],
    ['the hash twice', '?hash=5BAA6&hash=00000'],
  ])('400 naming query.hash for %s', async (_, search) => {
    const response = await check(search)
    expect(response.status).toBe(400)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = (await response.json()) as { fields: { field: string }[] }
    expect(body.fields.map((f) => f.field)).toContain('query.hash')
  })

  it('503 when the breach source fails (the browser then counts the password invalid, spec 02 §5)', async () => {
    setBreachRanges(failing)
    const response = await check('?hash=5BAA6')
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})

describe('spec 02 §5: the server-side leak check of register, reset and change password', () => {
  it('uses the configured port: the embedded index without PWNED_PASSWORDS_URL', async () => {
    expect(await breachRanges().range('00000')).toBeTypeOf('string')
    expect(await passwordLeakProblem('Password123')).toBe('leaked')
    expect(await passwordLeakProblem('vT7qLm2xR9wZpK4d')).toBeUndefined()
  })

  it('a failed check counts as invalid', async () => {
    setBreachRanges(failing)
    expect(await passwordLeakCheck('vT7qLm2xR9wZpK4d')).toBe('failed')
    expect(await passwordLeakProblem('vT7qLm2xR9wZpK4d')).toBe('leaked')
  })

  it('a wrong PWNED_PASSWORDS_* throws to the handler instead of quietly failing every check', () => {
    vi.stubEnv('PWNED_PASSWORDS_URL', 'ftp://pwned.example/')
    expect(() => passwordLeakCheck('vT7qLm2xR9wZpK4d')).toThrow('PWNED_PASSWORDS_URL')
  })
})
