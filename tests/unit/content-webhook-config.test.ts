import { describe, expect, it } from 'vitest'
import { buildShopConfig } from '@/lib/config'
import { contentWebhookSecretFromEnv } from '@/lib/config/content-webhook'

describe('CONTENT_WEBHOOK_SECRET, checked when the server starts', () => {
  it.each([
    [{}, null],
    [{ CONTENT_WEBHOOK_SECRET: '' }, null],
    [{ CONTENT_WEBHOOK_SECRET: '   ' }, null],
    [{ CONTENT_WEBHOOK_SECRET: ' 0123456789abcdef ' }, '0123456789abcdef'],
  ])('%j gives %s (unset: the webhook refuses every call)', (env, secret) => {
    expect(contentWebhookSecretFromEnv(env)).toBe(secret)
  })

  it('stops the start with a message naming the variable when the secret is too short', () => {
    expect(() => buildShopConfig({ CONTENT_WEBHOOK_SECRET: 'short' })).toThrow(/CONTENT_WEBHOOK_SECRET/)
    expect(() => buildShopConfig({ CONTENT_WEBHOOK_SECRET: 'short' })).toThrow(/at least 16 characters/)
  })

  it('keeps the secret out of the shop configuration, which may travel further', () => {
    const config = buildShopConfig({ CONTENT_WEBHOOK_SECRET: '0123456789abcdef' })
    expect(JSON.stringify(config)).not.toContain('0123456789abcdef')
  })
})
