import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import {
  isSignedWebhook,
  MAX_WEBHOOK_BODY_BYTES,
  signedContentWebhook,
} from '@/lib/content/server/webhook/handler'
import { storyWebhookSchema } from '@/lib/content/server/webhook/payload'
import { isValidSignature, sameSecret, webhookSignature } from '@/lib/content/server/webhook/signature'

const SECRET = 'a-secret-of-more-than-16-characters'
const URL_ = 'http://de-de.localhost:3000/api/content/revalidate/'
const event = {
  text: 'The user x published the Story Küche (kategorieseiten/kueche)',
  action: 'published',
  space_id: 1,
  story_id: 42,
  full_slug: 'kategorieseiten/kueche',
}

afterEach(() => vi.restoreAllMocks())

function webhook({ allowQuery = false, secret = SECRET as string | null } = {}) {
  const handle = vi.fn(async (body: z.output<typeof storyWebhookSchema>) => ({ got: body.story_id }))
  const handler = signedContentWebhook({
    body: storyWebhookSchema,
    handle,
    secret: () => secret,
    allowQuerySecret: () => allowQuery,
  })
  return { handler, handle }
}

const post = (body: string, headers: Record<string, string> = {}, url = URL_) =>
  new Request(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } })
const signed = (body: string, secret = SECRET) =>
  post(body, { 'webhook-signature': webhookSignature(body, secret) })

describe('the webhook signature (Storyblok: hex HMAC-SHA1 of the body)', () => {
  it('is the HMAC-SHA1 of the raw body', () => {
    // echo -n '{"a":1}' | openssl dgst -sha1 -hmac 'a-secret-of-more-than-16-characters'
    expect(webhookSignature('{"a":1}', SECRET)).toBe('00f730d275b16289b7ac7bcb7c60c1d26265d2b5')
    expect(webhookSignature('{"a":2}', SECRET)).not.toBe(webhookSignature('{"a":1}', SECRET))
  })

  it.each([
    ['its own signature', (b: string) => webhookSignature(b, SECRET), true],
    ['its signature in capitals', (b: string) => webhookSignature(b, SECRET).toUpperCase(), true],
    [
      'another secret’s signature',
      (b: string) => webhookSignature(b, 'another-secret-of-enough-length'),
      false,
    ],
    ['the signature of another body', () => webhookSignature('{}', SECRET), false],
    ['a truncated signature', (b: string) => webhookSignature(b, SECRET).slice(0, 20), false],
    ['an empty signature', () => '', false],
  ])('a body with %s is %s', (_what, sign, valid) => {
    const body = JSON.stringify(event)
    expect(isValidSignature(body, sign(body), SECRET)).toBe(valid)
  })

  it('compares secrets of any length without throwing', () => {
    expect(sameSecret(SECRET, SECRET)).toBe(true)
    expect(sameSecret('short', SECRET)).toBe(false)
    expect(sameSecret('', SECRET)).toBe(false)
  })
})

describe('POST /api/content/revalidate/ access (shared secret)', () => {
  const body = JSON.stringify(event)

  it('answers a signed call with what the handler returns', async () => {
    const { handler, handle } = webhook()
    const response = await handler(signed(body))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ got: 42 })
    expect(handle).toHaveBeenCalledWith(expect.objectContaining({ story_id: 42, action: 'published' }))
  })

  it.each([
    ['without a signature', () => post(body)],
    ['with a wrong signature', () => signed(body, 'another-secret-of-enough-length')],
    ['signed for another body', () => post(body, { 'webhook-signature': webhookSignature('{}', SECRET) })],
    [
      'with ?secret= where only signatures count (Storyblok)',
      () => post(body, {}, `${URL_}?secret=${SECRET}`),
    ],
  ])('refuses a call %s with 401, before reading it', async (_what, request) => {
    const { handler, handle } = webhook()
    const response = await handler(request())
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ type: 'error', error: 'unauthorized' })
    expect(handle).not.toHaveBeenCalled()
  })

  it('refuses every call while no secret is configured, and says why in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { handler } = webhook({ secret: null, allowQuery: true })
    expect((await handler(post(body, {}, `${URL_}?secret=`))).status).toBe(401)
    expect((await handler(post(body, { 'webhook-signature': webhookSignature(body, '') }))).status).toBe(401)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('CONTENT_WEBHOOK_SECRET is not set'))
  })

  it('takes ?secret= where allowed (the embedded content service), only the right one', async () => {
    const { handler } = webhook({ allowQuery: true })
    expect((await handler(post(body, {}, `${URL_}?secret=${SECRET}`))).status).toBe(200)
    expect((await handler(post(body, {}, `${URL_}?secret=${SECRET}x`))).status).toBe(401)
    // A signature present decides alone: a wrong one is not saved by a right query secret.
    expect((await handler(post(body, { 'webhook-signature': 'x' }, `${URL_}?secret=${SECRET}`))).status).toBe(
      401,
    )
  })

  it('refuses a body over 16 kB with 413', async () => {
    const { handler } = webhook()
    const big = JSON.stringify({ ...event, text: 'x'.repeat(MAX_WEBHOOK_BODY_BYTES) })
    expect((await handler(signed(big))).status).toBe(413)
  })

  it('is marked as a signed webhook: it checks a secret instead of the origin', () => {
    expect(isSignedWebhook(webhook().handler)).toBe(true)
    expect(isSignedWebhook(async () => new Response())).toBe(false)
  })
})

describe('the story webhook body (Storyblok payload), validated with zod', () => {
  it.each([
    ['not JSON', '{"action":', 'body is not valid JSON'],
    [
      'without story_id (an asset event)',
      JSON.stringify({ text: 't', action: 'published', space_id: 1 }),
      'body.story_id',
    ],
    ['with an unknown action', JSON.stringify({ ...event, action: 'entries_updated' }), 'body.action'],
    ['with story_id as text', JSON.stringify({ ...event, story_id: '42' }), 'body.story_id'],
    ['with a negative space_id', JSON.stringify({ ...event, space_id: -1 }), 'body.space_id'],
    ['an array', '[]', 'body'],
  ])('refuses a signed body %s with 400 naming the field', async (_what, body, field) => {
    const { handler, handle } = webhook()
    const response = await handler(signed(body))
    expect(response.status).toBe(400)
    expect((await response.json()).error).toContain(field)
    expect(handle).not.toHaveBeenCalled()
  })

  it.each(['published', 'unpublished', 'deleted', 'moved'])('takes the story action %s', async (action) => {
    const { handler } = webhook()
    // Unpublished and deleted stories come without full_slug.
    const body = JSON.stringify({ ...event, full_slug: undefined, action })
    expect((await handler(signed(body))).status).toBe(200)
  })

  it('answers 500 without details when the handler fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const handler = signedContentWebhook({
      body: storyWebhookSchema,
      secret: () => SECRET,
      handle: async () => {
        throw new Error('secret internals')
      },
    })
    const response = await handler(signed(JSON.stringify(event)))
    expect(response.status).toBe(500)
    expect(await response.text()).not.toContain('secret internals')
  })
})
