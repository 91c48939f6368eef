/**
 * The embedded content service's failure switch is test-only (issue 13 item 8): it exists only with
 * CONTENT_FAULT_SWITCH=1 and the embedded service, whatever DEPLOYMENT_ENV says, and takes its secret
 * signed in the `webhook-signature` header, never as `?secret=` in the query.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { contentFaultSwitchFromEnv } from '@/lib/config/fault-switch'
import { embeddedContentFault, setEmbeddedContentFault } from '@/lib/content/server/embedded/fault'
import { embeddedFaultSwitch, faultSwitchEnabled } from '@/lib/content/server/webhook/fault'
import { webhookSignature } from '@/lib/content/server/webhook/signature'

const SECRET = 'a-secret-of-more-than-16-characters'
const URL_ = 'http://de-de.localhost:3000/api/content/fault/'
const BODY = JSON.stringify({ fault: { mode: 'unavailable', paths: ['impressum'] } })

afterEach(() => {
  vi.unstubAllEnvs()
  setEmbeddedContentFault(null)
})

const post = (headers: Record<string, string>, url = URL_) =>
  new Request(url, {
    method: 'POST',
    body: BODY,
    headers: { 'content-type': 'application/json', ...headers },
  })

describe('CONTENT_FAULT_SWITCH', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', true],
    [' 1 ', true],
  ])('%j → %s', (value, enabled) => {
    expect(contentFaultSwitchFromEnv({ CONTENT_FAULT_SWITCH: value })).toBe(enabled)
  })

  it.each(['true', 'yes', '2'])('refuses %j at start', (value) => {
    expect(() => contentFaultSwitchFromEnv({ CONTENT_FAULT_SWITCH: value })).toThrow(/CONTENT_FAULT_SWITCH/)
  })
})

describe('where the switch exists', () => {
  it.each([
    ['a production start without the flag', { DEPLOYMENT_ENV: 'production' }, false],
    ['a development start without the flag', { DEPLOYMENT_ENV: 'development' }, false],
    ['the flag, embedded service', { CONTENT_FAULT_SWITCH: '1', DEPLOYMENT_ENV: 'production' }, true],
    ['the flag, but Storyblok is the source', { CONTENT_FAULT_SWITCH: '1', STORYBLOK_TOKEN: 'pub' }, false],
  ])('%s: %s', (_what, env, enabled) => {
    expect(faultSwitchEnabled(env)).toBe(enabled)
  })
})

describe('POST /api/content/fault/', () => {
  const stub = (flag: string | undefined) => {
    vi.stubEnv('CONTENT_WEBHOOK_SECRET', SECRET)
    vi.stubEnv('STORYBLOK_TOKEN', '')
    vi.stubEnv('DEPLOYMENT_ENV', 'production')
    vi.stubEnv('CONTENT_FAULT_SWITCH', flag)
  }

  it('is not found without the flag, even signed', async () => {
    stub(undefined)
    const response = await embeddedFaultSwitch(post({ 'webhook-signature': webhookSignature(BODY, SECRET) }))
    expect(response.status).toBe(404)
    expect(embeddedContentFault()).toBeNull()
  })

  it('refuses the secret in the query string', async () => {
    stub('1')
    const response = await embeddedFaultSwitch(post({}, `${URL_}?secret=${SECRET}`))
    expect(response.status).toBe(401)
    expect(embeddedContentFault()).toBeNull()
  })

  it('switches with the flag and a signed body', async () => {
    stub('1')
    const response = await embeddedFaultSwitch(post({ 'webhook-signature': webhookSignature(BODY, SECRET) }))
    expect(response.status).toBe(200)
    expect(embeddedContentFault()).toMatchObject({ mode: 'unavailable' })
  })
})
