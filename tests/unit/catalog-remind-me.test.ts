import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  remindMeBody,
  remindMeFormSchema,
  remindMeRequestSchema,
  requestReminder,
  type RemindMeOutbox,
} from '@/lib/catalog/rules/remind-me'
import { product, variant } from './catalog-fixtures'

const getProductById = vi.fn()
vi.mock('@/lib/catalog/server/store', () => ({
  getProductById: (...args: unknown[]) => getProductById(...args),
}))
vi.mock('@/lib/db', () => ({ getDb: async () => ({}) }))

const { acceptReminder } = await import('@/lib/catalog/server/remind-me-intake')
const { POST } = await import('@/app/api/shop/remind-me/route')

afterEach(() => {
  vi.unstubAllGlobals()
  getProductById.mockReset()
})

const errorOf = (email: string) => remindMeFormSchema.safeParse({ email }).error?.issues[0]?.message

describe('remind-me email (spec 02 §5 email: required, valid, lowercased before sending)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['anna', 'email'],
    ['anna@', 'email'],
    ['anna@example', 'email'],
    ['an na@example.de', 'email'],
    [`${'a'.repeat(250)}@example.de`, 'email'],
  ])('%j → %s', (email, error) => {
    expect(errorOf(email)).toBe(error)
  })

  it('trims and lowercases a valid address', () => {
    expect(remindMeFormSchema.parse({ email: '  Anna.Muster@Example.DE ' })).toEqual({
      email: 'anna.muster@example.de',
    })
  })

  it('builds the POST body with the variant and the page language', () => {
    expect(
      remindMeBody(
        { email: 'Anna@Example.de' },
        { productId: 100024, variant: '0100024_01_01', language: 'fr' },
      ),
    ).toEqual({
      productId: 100024,
      variant: '0100024_01_01',
      email: 'anna@example.de',
      language: 'fr',
    })
  })

  it('validates the body the route takes', () => {
    const ok = { productId: 1, variant: 'A_01', email: 'X@Y.DE', language: 'de' }
    expect(remindMeRequestSchema.parse(ok).email).toBe('x@y.de')
    for (const bad of [
      { ...ok, productId: 0 },
      { ...ok, productId: '1' },
      { ...ok, variant: '' },
      { ...ok, email: 'x' },
      { ...ok, language: 'en' },
    ]) {
      expect(remindMeRequestSchema.safeParse(bad).success).toBe(false)
    }
  })
})

describe('sending the request', () => {
  it.each([
    [200, 'saved'],
    [503, 'unavailable'],
    [409, 'failed'],
    [500, 'failed'],
  ])('answer %i → %s', async (status, result) => {
    const fetchMock = vi.fn(async () => new Response('{}', { status }))
    vi.stubGlobal('fetch', fetchMock)
    const body = { productId: 1, variant: 'A_01', email: 'a@b.de', language: 'de' as const }
    expect(await requestReminder(body)).toBe(result)
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/shop/remind-me/',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(body) }),
    )
  })

  it('a network error fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    expect(await requestReminder({ productId: 1, variant: 'A', email: 'a@b.de', language: 'de' })).toBe(
      'failed',
    )
  })
})

describe('taking a reminder (spec 01 §4: only BVC 3 and 4)', () => {
  const request = { productId: 7, variant: 'A_02', email: 'a@b.de', language: 'de' as const }
  const withVariants = () =>
    product({
      id: 7,
      variants: [
        variant({ referenceKey: 'A_01', bvc: 1 }),
        variant({ referenceKey: 'A_02', bvc: 4 }),
        variant({ referenceKey: 'A_03', bvc: 3 }),
      ],
    })
  const outbox = (): RemindMeOutbox & { enqueue: ReturnType<typeof vi.fn> } => ({
    enqueue: vi.fn(async () => {}),
  })

  it('hands a sold-out or undeliverable variant to the outbox', async () => {
    getProductById.mockResolvedValue(withVariants())
    for (const referenceKey of ['A_02', 'A_03']) {
      const box = outbox()
      await expect(acceptReminder({ ...request, variant: referenceKey }, 'de-de', box)).resolves.toEqual({
        type: 'success',
      })
      expect(box.enqueue).toHaveBeenCalledWith({ ...request, variant: referenceKey }, 'de-de')
    }
  })

  it('refuses a buyable variant (409) and an unknown one (404)', async () => {
    getProductById.mockResolvedValue(withVariants())
    await expect(acceptReminder({ ...request, variant: 'A_01' }, 'de-de', outbox())).rejects.toMatchObject({
      status: 409,
    })
    await expect(acceptReminder({ ...request, variant: 'B_01' }, 'de-de', outbox())).rejects.toMatchObject({
      status: 404,
    })
    getProductById.mockResolvedValue(null)
    await expect(acceptReminder(request, 'de-de', outbox())).rejects.toMatchObject({ status: 404 })
  })
})

describe('POST /api/shop/remind-me/', () => {
  const post = (body: unknown, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
    POST(
      new Request('http://de-de.localhost/api/shop/remind-me/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    )

  it('answers bad input with 400 naming the field', async () => {
    const response = await post({ productId: 7, variant: 'A_02', email: 'kaputt', language: 'de' })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toContain('body.email')
    expect(getProductById).not.toHaveBeenCalled()
  })

  it('refuses a cross-site request with 403', async () => {
    const response = await post(
      { productId: 7, variant: 'A_02', email: 'a@b.de', language: 'de' },
      { 'sec-fetch-site': 'cross-site' },
    )
    expect(response.status).toBe(403)
  })
})
