import type { APIResponse } from '@playwright/test'
import { test, expect } from './fixtures'

const PORT = Number(process.env.E2E_PORT ?? 3100)

/** What the server-rendered HTML shows as the requested path: the span's text, still HTML-escaped. */
async function shownPath(response: APIResponse): Promise<string | null> {
  const html = await response.text()
  return /<span data-testid="requested-path">([^<]*)<\/span>/.exec(html)?.[1] ?? null
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

test.describe('spec 01 §8: 404 "Page Not Found: {path}" is in the HTML the server sends (no JavaScript)', () => {
  test('an unknown content path (a cached route)', async ({ shop, marketInfo }) => {
    const path = `/${marketInfo.language}/gibt-es-nicht-${Date.now()}/`
    for (let round = 0; round < 2; round += 1) {
      // The second answer may come from the page cache: it must still name this path.
      const response = await shop.get(path)
      expect(response.status()).toBe(404)
      expect(await shownPath(response)).toBe(path)
      expect(await response.text()).toContain('<title>Page Not Found</title>')
    }
  })

  test('paths the proxy already knows are not found: unknown language, unknown product number', async ({
    shop,
    marketInfo,
  }) => {
    for (const path of [`/xx/nichts-${Date.now()}/`, `/${marketInfo.language}/p/nichts-999999999/`]) {
      const response = await shop.get(path)
      expect(response.status(), path).toBe(404)
      expect(await shownPath(response), path).toBe(path)
    }
  })

  test('a path with markup in it is shown as text, never as markup', async ({ shop, marketInfo }) => {
    const markup = '<img src=x onerror=alert(1)>'
    for (const prefix of [`/${marketInfo.language}`, '/xx']) {
      const response = await shop.get(`${prefix}/${encodeURIComponent(markup)}/`)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(html).not.toContain(markup)
      expect(await shownPath(response)).toBe(escapeHtml(`${prefix}/${markup}/`))
    }
  })

  test.describe('in a browser without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the page shows the path', async ({ page, marketInfo }) => {
      const path = `/${marketInfo.language}/auch-nicht-${Date.now()}/`
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle('Page Not Found')
      await expect(page.getByTestId('not-found')).toContainText(`Page Not Found: ${path}`)
    })
  })
})

test.describe('spec 01 §2, §8: root-level files', () => {
  test('a missing one is the shop’s 404 page in the market’s language, not a bare framework page', async ({
    shop,
    marketInfo,
  }) => {
    const country = marketInfo.market.split('-')[1]?.toUpperCase()
    for (const path of ['/x.php', '/favicon.ico', '/wp-login.php']) {
      const response = await shop.get(`${path}?probe=1`)
      expect(response.status(), path).toBe(404)
      expect(response.headers()['content-type'], path).toContain('text/html')
      const html = await response.text()
      expect(html, path).toContain(`<html lang="${marketInfo.language}-${country}"`)
      // Every <title> in the message when it is missing (it once was, only under CI load, in fr-ch); an
      // icon's <svg><title> may come first, and streamed metadata may put the page's title in the body.
      expect(
        [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
        path,
      ).toContain('Page Not Found')
      expect(await shownPath(response), path).toBe(path)
    }
  })

  test('the shop’s own are served: favicons, robots.txt, sitemap.xml, the bench baseline', async ({
    shop,
    marketInfo,
  }) => {
    const country = marketInfo.market.split('-')[1]?.toUpperCase()
    const expected: [string, string][] = [
      [`/icon-${marketInfo.language}-${country}-32x32.png`, 'image/png'],
      [`/icon-${marketInfo.language}-${country}-512x512.png`, 'image/png'],
      ['/robots.txt', 'text/plain'],
      ['/sitemap.xml', 'xml'],
      ['/bench-baseline/', 'text/html'],
    ]
    for (const [path, type] of expected) {
      const response = await shop.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toContain(type)
    }
  })

  test('a host of no market gets 421 for them too', async ({ playwright }) => {
    const context = await playwright.request.newContext({
      baseURL: `http://127.0.0.1:${PORT}`,
      extraHTTPHeaders: { host: 'shop.evil.example' },
      maxRedirects: 0,
    })
    for (const path of ['/x.php', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/icon-de-DE-32x32.png']) {
      const response = await context.get(path)
      expect(response.status(), path).toBe(421)
      const html = await response.text()
      for (const language of ['de', 'fr', 'nl']) expect(html, path).toContain(`<p lang="${language}">`)
    }
    await context.dispose()
  })
})

test.describe('spec 02 §2: the error page asks the running server whether it is QA', () => {
  test('the deployment endpoint answers the environment the server was started with, uncached', async ({
    shop,
  }) => {
    const response = await shop.get('/api/deployment/')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toContain('no-store')
    // playwright.config.ts starts the e2e server with DEPLOYMENT_ENV=production.
    expect(await response.json()).toEqual({ deploymentEnv: 'production' })
  })
})
