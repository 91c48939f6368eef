import { test, expect, localizedPath } from './fixtures'
import { mailboxAvailable } from '../lib/mail/rules/mailbox'

// Issue 10 item 6: the local mailbox page and its API exist only in development and QA; the running
// server says which it is (/api/deployment/, read at start, not at build).
test.describe('the local mailbox follows DEPLOYMENT_ENV of the running server', () => {
  test('page and API exist exactly where the mailbox is open', async ({ shop, marketInfo }) => {
    const { deploymentEnv } = (await (await shop.get('/api/deployment/')).json()) as { deploymentEnv: string }
    const open = mailboxAvailable(deploymentEnv)
    for (const language of marketInfo.languages) {
      const page = await shop.get(localizedPath(language, '/mailbox'))
      expect(page.status(), language).toBe(open ? 200 : 404)
      if (open) expect(await page.text()).toMatch(/<h1[^>]*>[^<]+/)
    }
    const api = await shop.get('/api/dev/mailbox/?to=nobody@example.com')
    expect(api.status()).toBe(open ? 200 : 404)
    expect(api.headers()['cache-control']).toContain('no-store')
    if (open) expect(await api.json()).toEqual({ messages: [] })
  })
})
