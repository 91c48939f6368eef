import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { POST } from '@/app/api/mcs/selfi/newsletter/route'
import { GET as confirm } from '@/app/api/mcs/selfi/newsletter/confirm/route'
import { setConnection } from '@/lib/db'
import { mailOutbox, newsletterSubscriptions } from '@/lib/db/schema'
import { RATE_LIMITS } from '@/lib/http/server/rate-limits'
import { purgeUnconfirmedSubscriptions } from '@/lib/newsletter/server/subscriptions'
import { apiRequest, json } from '@/tests/helpers/basket-api'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)

let client = 0
/** Each test signs up from an address of its own, so the per-address limit of one never stops another. */
const nextClient = () => `198.51.100.${++client}`

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Anna Beispiel',
  email: 'Anna.Beispiel@Example.DE',
  source: 'content-newsletter-block',
  shopId: 1,
  firstName: 'Anna',
  lastName: 'Beispiel',
  salutation: 2,
  ...over,
})
const subscribe = (payload: unknown, { ip = nextClient(), search = '?locale=de', headers = {} } = {}) =>
  POST(
    apiRequest('POST', `/api/mcs/selfi/newsletter/${search}`, {
      body: payload,
      headers: { 'x-forwarded-for': ip, ...headers },
    }),
  )
const follow = (token: string) =>
  confirm(apiRequest('GET', `/api/mcs/selfi/newsletter/confirm/?token=${encodeURIComponent(token)}`))

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

describe.each(testDrivers)('POST /api/mcs/selfi/newsletter/ and its confirmation link on %s', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
    setConnection(t.connection)
  }, 60_000)
  afterAll(async () => {
    setConnection(null)
    await t?.close()
  })
  beforeEach(() => {
    scope.market = 'de-de'
    scope.cookies.clear()
  })

  const row = async (email: string, shopId = 1) =>
    (
      await t.db
        .select()
        .from(newsletterSubscriptions)
        .where(
          sql`${newsletterSubscriptions.email} = ${email} and ${newsletterSubscriptions.shopId} = ${shopId}`,
        )
    )[0]
  const mails = (email: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.kind} = 'newsletter-confirm' and ${mailOutbox.recipient} = ${email}`)
      .orderBy(mailOutbox.id)
  /** The token of the newest confirmation mail to `email`. */
  const tokenOf = async (email: string) => {
    const all = await mails(email)
    const url = new URL(String(all.at(-1)!.payload.confirmUrl))
    return url.searchParams.get('token')!
  }

  it('stores a pending subscription and mails a confirmation link on the market’s own domain', async () => {
    const response = await subscribe(body())
    expect(response.status).toBe(200)
    expect(await json(response)).toEqual({ type: 'success' })
    const stored = await row('anna.beispiel@example.de')
    expect(stored).toMatchObject({
      status: 'pending',
      salutation: 2,
      firstName: 'Anna',
      lastName: 'Beispiel',
      source: 'content-newsletter-block',
      market: 'de-de',
      language: 'de',
      confirmedAt: null,
    })
    const [mail] = await mails('anna.beispiel@example.de')
    expect(mail).toMatchObject({ language: 'de', market: 'de-de' })
    const url = new URL(String(mail!.payload.confirmUrl))
    expect(`${url.origin}${url.pathname}`).toBe(
      'http://de-de.localhost:3000/api/mcs/selfi/newsletter/confirm/',
    )
    // Only the token's hash is stored.
    const token = url.searchParams.get('token')!
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(stored!.confirmTokenHash).toBe(sha256(token))
  })

  it('writes the mail in the language asked for where the market serves it, else in its first', async () => {
    scope.market = 'de-ch'
    await subscribe(body({ shopId: 3, email: 'claire@example.ch' }), { search: '?locale=fr' })
    expect(await row('claire@example.ch', 3)).toMatchObject({ market: 'de-ch', language: 'fr' })
    scope.market = 'nl-nl'
    await subscribe(body({ shopId: 7, email: 'joost@example.nl' }), { search: '?locale=de' })
    expect(await row('joost@example.nl', 7)).toMatchObject({ market: 'nl-nl', language: 'nl' })
  })

  it('confirms once: the link flips the subscription and then no longer works', async () => {
    await subscribe(body({ email: 'once@example.de' }))
    const token = await tokenOf('once@example.de')
    const first = await follow(token)
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/de/?redirect=newsletter-confirmed')
    const confirmed = await row('once@example.de')
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmTokenHash: null })
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date)
    const again = await follow(token)
    expect(again.headers.get('location')).toBe('/de/?redirect=newsletter-link-invalid')
    expect((await row('once@example.de'))!.confirmedAt).toEqual(confirmed!.confirmedAt)
  })

  it.each([
    ['an unknown link', 'not-a-token'],
    ['a link without token', ''],
    ['an overlong token', 'x'.repeat(300)],
  ])('sends %s to the notice, nothing else', async (_label, token) => {
    const response = await follow(token)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/de/?redirect=newsletter-link-invalid')
  })

  it('answers an already confirmed address the same, changes nothing and mails nobody', async () => {
    await subscribe(body({ email: 'known@example.de' }))
    await follow(await tokenOf('known@example.de'))
    const before = await row('known@example.de')
    const response = await subscribe(body({ email: 'Known@Example.de', firstName: 'Mallory' }))
    expect(response.status).toBe(200)
    expect(await json(response)).toEqual({ type: 'success' })
    expect(await row('known@example.de')).toEqual(before)
    expect(await mails('known@example.de')).toHaveLength(1)
  })

  it('voids the earlier link when a pending address signs up again', async () => {
    await subscribe(body({ email: 'twice@example.de' }))
    const old = await tokenOf('twice@example.de')
    await subscribe(body({ email: 'twice@example.de', firstName: 'Anne' }))
    const fresh = await tokenOf('twice@example.de')
    expect(fresh).not.toBe(old)
    expect((await follow(old)).headers.get('location')).toContain('newsletter-link-invalid')
    expect((await follow(fresh)).headers.get('location')).toContain('newsletter-confirmed')
    expect(await row('twice@example.de')).toMatchObject({ status: 'confirmed', firstName: 'Anne' })
  })

  it('refuses an expired link and deletes the unconfirmed sign-up', async () => {
    await subscribe(body({ email: 'late@example.de' }))
    const token = await tokenOf('late@example.de')
    await t.db
      .update(newsletterSubscriptions)
      .set({ confirmTokenExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(newsletterSubscriptions.email, 'late@example.de'))
    expect((await follow(token)).headers.get('location')).toContain('newsletter-link-invalid')
    expect(await purgeUnconfirmedSubscriptions(t.db)).toBeGreaterThanOrEqual(1)
    expect(await row('late@example.de')).toBeUndefined()
  })

  it('answers 400 naming each bad field with the form’s message keys, storing nothing', async () => {
    const response = await subscribe({
      ...body({ email: 'not an address', salutation: 1, firstName: 'R2D2' }),
      lastName: undefined,
      source: '<script>',
    })
    expect(response.status).toBe(400)
    const { fields } = await json(response)
    expect(
      Object.fromEntries(fields.map((f: { field: string; message: string }) => [f.field, f.message])),
    ).toEqual({
      'body.email': 'email',
      'body.salutation': 'salutationRequired',
      'body.firstName': 'name',
      'body.lastName': 'invalid',
      'body.source': 'invalid',
    })
    const otherShop = await subscribe(body({ shopId: 2, email: 'shop@example.de' }))
    expect(otherShop.status).toBe(400)
    expect((await json(otherShop)).fields).toEqual([{ field: 'body.shopId', message: 'invalid' }])
    expect(await row('shop@example.de')).toBeUndefined()
    expect(await row('shop@example.de', 2)).toBeUndefined()
  })

  it('refuses a cross-site sign-up with 403', async () => {
    const response = await subscribe(body({ email: 'csrf@example.de' }), {
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(response.status).toBe(403)
    expect(await row('csrf@example.de')).toBeUndefined()
  })

  it('answers 429 with Retry-After once one client signed up too often', async () => {
    const ip = nextClient()
    const { points, durationSeconds } = RATE_LIMITS.newsletterPerIp
    for (let i = 0; i < points; i++) {
      expect((await subscribe(body({ email: `flood${i}@example.de` }), { ip })).status).toBe(200)
    }
    const refused = await subscribe(body({ email: 'flood-last@example.de' }), { ip })
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(durationSeconds)
    expect(await row('flood-last@example.de')).toBeUndefined()
    // Another client is not held up.
    expect((await subscribe(body({ email: 'flood-last@example.de' }))).status).toBe(200)
  })

  it('mails one address at most three times a day, answering the same after that', async () => {
    const email = 'inbox@example.de'
    for (let i = 0; i < RATE_LIMITS.newsletterPerAddress.points + 2; i++) {
      const response = await subscribe(body({ email }))
      expect(response.status).toBe(200)
      expect(await json(response)).toEqual({ type: 'success' })
    }
    expect(await mails(email)).toHaveLength(RATE_LIMITS.newsletterPerAddress.points)
  })
})
