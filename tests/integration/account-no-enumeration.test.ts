/**
 * No account enumeration by timing (ASVS 5.0 V6.3; spec 02 §7 Authentication): login, register and the
 * reset mail answer a known and an unknown address not only alike but in about the same time. Login
 * pays the same argon2id work for both (a decoy hash stands in); register and the reset mail answer
 * before any address-dependent work, which runs after the answer. Medians of interleaved samples, so a
 * busy machine slows both sides alike.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { POST as login } from '@/app/api/user/auth/login/route'
import { POST as register } from '@/app/api/user/auth/register/route'
import { POST as sendResetEmail } from '@/app/api/user/auth/send-reset-email/route'
import { insertRegisteredCustomer } from '@/lib/account/server/customers'
import { hashPassword, verifyPassword } from '@/lib/account/server/password-hash'
import { setConnection } from '@/lib/db'
import { rateLimits } from '@/lib/db/schema'
import { settleAfterResponse } from '@/lib/http/server/after-response'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)

type Handler = (r: Request) => Promise<Response>
const KNOWN = 'known.customer@example.org'
const PASSWORD = 'Difference-Engine7'
const SAMPLES = 15
// Up to three measurements of 2 × 15 calls on a busy machine.
const TIMING_TIMEOUT_MS = 90_000

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * The answers of one call for a known and an unknown address: every status and body, and the median
 * time to the answer of each side.
 */
async function compare(t: TestDb, handler: Handler, path: string, body: (email: string) => unknown) {
  const once = async (email: string) => {
    scope.cookies.clear()
    const request = new Request(`http://localhost:3000/api/user/auth/${path}/?locale=de`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(body(email)),
    })
    const started = performance.now()
    const answer = await handler(request)
    const elapsed = performance.now() - started
    const shape = `${answer.status} ${JSON.stringify(stripUser(await answer.json()))}`
    // The work after the answer and the limits it counted are not part of the answer's time.
    await settleAfterResponse()
    await t.db.delete(rateLimits)
    return { elapsed, shape }
  }
  await once(KNOWN)
  await once('warm.up@example.org')
  const known: number[] = []
  const unknown: number[] = []
  const shapes = new Set<string>()
  for (let i = 0; i < SAMPLES; i++) {
    const a = await once(KNOWN)
    const b = await once(`nobody-${i}@example.org`)
    known.push(a.elapsed)
    unknown.push(b.elapsed)
    shapes.add(a.shape).add(b.shape)
  }
  return { known: median(known), unknown: median(unknown), shapes: [...shapes] }
}

/** The visitor in an answer names the session's own guest id, which differs per call by design. */
function stripUser(json: unknown) {
  if (json && typeof json === 'object' && 'user' in json) return { ...json, user: '(own visitor)' }
  return json
}

/**
 * Similar: apart by less than half of one argon2id check measured just before, the work a shortcut for
 * one side would save; so the bound follows the machine's speed. A busy machine (a parallel test run)
 * can skew one measurement, so up to three are taken: a real shortcut skews every one of them the same
 * way and still fails, noise does not.
 */
async function expectSimilarTiming(
  measure: () => Promise<{ known: number; unknown: number; shapes: string[] }>,
  hash: string,
  status: number,
) {
  const attempts: string[] = []
  for (let attempt = 0; attempt < 3; attempt++) {
    const argon2Check = await argon2CheckTime(hash)
    const result = await measure()
    expect(result.shapes).toHaveLength(1)
    expect(result.shapes[0]).toMatch(new RegExp(`^${status} `))
    const tolerance = Math.max(3, argon2Check / 2)
    if (Math.abs(result.known - result.unknown) < tolerance) return
    attempts.push(JSON.stringify({ known: result.known, unknown: result.unknown, argon2Check }))
  }
  expect.fail(`timing differs in every measurement: ${attempts.join('; ')}`)
}

async function argon2CheckTime(hash: string) {
  const times: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now()
    await verifyPassword(hash, 'Some-Other-Password1')
    times.push(performance.now() - started)
  }
  return median(times)
}

describe.each(testDrivers)('no enumeration by answer or timing on %s (ASVS 5.0 V6.3)', (driver) => {
  let t: TestDb
  let passwordHash = ''
  beforeAll(async () => {
    t = await createTestDb(driver)
    setConnection(t.connection)
    passwordHash = await hashPassword(PASSWORD)
    await t.db.transaction((tx) =>
      insertRegisteredCustomer(tx, {
        shopId: 1,
        email: KNOWN,
        firstName: 'Charles',
        lastName: 'Babbage',
        gender: 'm',
        newsletter: false,
        passwordHash,
      }),
    )
  })
  afterAll(async () => {
    setConnection(null)
    await t?.close()
  })

  it(
    'login: a wrong password and an unknown address take the same argon2id time and one 401',
    async () => {
      const measure = () => compare(t, login, 'login', (email) => ({ email, password: 'Wrong-Password99' }))
      await expectSimilarTiming(measure, passwordHash, 401)
    },
    TIMING_TIMEOUT_MS,
  )

  it(
    'register: a taken and a new address answer alike, before the address-dependent work',
    async () => {
      const measure = () =>
        compare(t, register, 'register', (email) => ({
          first_name: 'Charles',
          last_name: 'Babbage',
          gender: 'm',
          email,
          register_password: 'Analytical-Engine8',
          newsletter: false,
        }))
      await expectSimilarTiming(measure, passwordHash, 200)
    },
    TIMING_TIMEOUT_MS,
  )

  it(
    'reset mail: a known and an unknown address answer alike and as fast',
    async () => {
      const measure = () => compare(t, sendResetEmail, 'send-reset-email', (email) => ({ email }))
      await expectSimilarTiming(measure, passwordHash, 200)
    },
    TIMING_TIMEOUT_MS,
  )
})
