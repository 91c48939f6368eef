import { afterEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import {
  NEWSLETTER_ENDPOINT,
  newsletterBody,
  newsletterFormSchema,
  subscribeNewsletter,
  type NewsletterFormValues,
} from '@/lib/newsletter/rules/form'

const valid: NewsletterFormValues = {
  salutation: 'f',
  firstName: 'Anne-Marie',
  lastName: 'St. Clair',
  email: 'Anne.Marie@Example.COM',
  consent: true,
}

const errorsOf = (values: Partial<NewsletterFormValues>) => {
  const result = newsletterFormSchema.safeParse({ ...valid, ...values })
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]))
}

describe('newsletter form rules (spec 02 §5)', () => {
  it('accepts a complete form', () => {
    expect(errorsOf({})).toEqual({})
  })

  it.each([
    ['Jürgen', undefined],
    ['Élodie', undefined],
    ['Ana María', undefined],
    ['Dr. Weiß-Müller', undefined],
    ['', 'nameRequired'],
    ['   ', 'nameRequired'],
    ["O'Brien", 'name'],
    ['Anna1', 'name'],
    ['<b>', 'name'],
    ['Anna_Lena', 'name'],
  ])('first and last name %j → %s', (name, error) => {
    expect(errorsOf({ firstName: name }).firstName).toBe(error)
    expect(errorsOf({ lastName: name }).lastName).toBe(error)
  })

  it.each([
    ['kunde@example.de', undefined],
    ['  Kunde@Example.de ', undefined],
    ['vor.name+tag@sub.example.ch', undefined],
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['kunde@', 'email'],
    ['kunde@example', 'email'],
    ['ku nde@example.de', 'email'],
    ['kunde@@example.de', 'email'],
    ['kunde@example..de', 'email'],
  ])('email %j → %s', (email, error) => {
    expect(errorsOf({ email }).email).toBe(error)
  })

  it('requires a salutation of m, f, d or n and the consent', () => {
    expect(errorsOf({ salutation: '' }).salutation).toBe('salutationRequired')
    expect(errorsOf({ salutation: 'x' }).salutation).toBe('salutationRequired')
    for (const salutation of ['m', 'f', 'd', 'n']) expect(errorsOf({ salutation }).salutation).toBeUndefined()
    expect(errorsOf({ consent: false }).consent).toBe('consentRequired')
  })
})

describe('newsletter request (spec 02 §7)', () => {
  it('builds the body: name, lowercased email, source, shopId, names, salutation code', () => {
    expect(newsletterBody(valid, { shopId: 3, source: 'home' })).toEqual({
      name: 'Anne-Marie St. Clair',
      email: 'anne.marie@example.com',
      source: 'home',
      shopId: 3,
      firstName: 'Anne-Marie',
      lastName: 'St. Clair',
      salutation: 2,
    })
    expect(
      newsletterBody({ ...valid, salutation: 'd', firstName: ' Kim ' }, { shopId: 1, source: 's' }),
    ).toMatchObject({ salutation: 4, firstName: 'Kim', name: 'Kim St. Clair' })
  })

  describe('posting', () => {
    const server = setupServer()
    const body = newsletterBody(valid, { shopId: 1, source: 'test' })
    const endpoint = `http://localhost${NEWSLETTER_ENDPOINT}`

    afterEach(() => {
      server.resetHandlers()
      server.close()
      vi.unstubAllGlobals()
    })

    // Node's fetch needs an absolute address; the browser resolves the relative endpoint against the page.
    const listen = () => {
      server.listen({ onUnhandledRequest: 'error' })
      const original = globalThis.fetch
      vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
        original(new URL(input, 'http://localhost'), init),
      )
    }

    it.each([200, 201, 204])('%i counts as subscribed', async (status) => {
      let received: unknown
      server.use(
        http.post(endpoint, async ({ request }) => {
          received = await request.json()
          return new HttpResponse(null, { status })
        }),
      )
      listen()
      await expect(subscribeNewsletter(body)).resolves.toBe('subscribed')
      expect(received).toEqual(body)
    })

    it.each([400, 409, 500, 503])('%i is a failure', async (status) => {
      server.use(http.post(endpoint, () => HttpResponse.json({ error: 'x' }, { status })))
      listen()
      await expect(subscribeNewsletter(body)).resolves.toBe('failed')
    })

    it('a network error is a failure', async () => {
      server.use(http.post(endpoint, () => HttpResponse.error()))
      listen()
      await expect(subscribeNewsletter(body)).resolves.toBe('failed')
    })
  })
})
