import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page, Request } from '@playwright/test'
import type { Language } from '../lib/config/markets'
import { EMBEDDED_TOKENS } from '../lib/content/rules/embedded/handler'
import { E2E_PREVIEW_TOKEN } from '../playwright.config'
import { signedPreviewQuery } from './preview-link'
import { expect, test } from './fixtures'

/**
 * Editor preview (spec 01 §7 "an editor bridge script is loaded only when the URL
 * carries an editor token"). Runs once per language. The story has a draft in every language
 * (content/stories/documentation/pflege-und-reinigung.draft.json adds a note the published one lacks).
 */
const STORY: Record<Language, { path: string; title: string; draftNote: RegExp }> = {
  de: {
    path: '/de/documentation/pflege-und-reinigung/',
    title: 'Pflege und Reinigung',
    draftNote: /Neu: Backbleche mit Antihaftbeschichtung nie mit Scheuermilch/,
  },
  fr: {
    path: '/fr/documentation/entretien-et-nettoyage/',
    title: 'Entretien et nettoyage',
    draftNote: /Nouveau : ne nettoyez jamais les plaques à pâtisserie antiadhésives/,
  },
  nl: {
    path: '/nl/documentation/onderhoud-en-reiniging/',
    title: 'Onderhoud en reiniging',
    draftNote: /Nieuw: reinig bakplaten met antiaanbaklaag nooit met schuurmiddel/,
  },
}

const BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js'
// The e2e server runs on the embedded content service in production: its preview links are signed with the
// preview token the server was given, never the default one of the source (issue 13 item 3).
const SECRET = E2E_PREVIEW_TOKEN

const previewUrl = (path: string, nowMs = Date.now()) =>
  `${path}?${signedPreviewQuery({ secret: SECRET, nowMs, storyId: 1 }).toString()}`

const isBridgeRequest = (request: Request) => /storyblok/i.test(request.url())

/** A stand-in for Storyblok's bridge: the test plays the editor through the listener it registers. */
const FAKE_BRIDGE = `window.StoryblokBridge = class {
  constructor(options) { window.__bridgeOptions = options }
  on(events, listener) { window.__editor = listener }
}`

/**
 * The visual editor: a page of another origin showing the shop in an iframe. It is served from the
 * loopback like the shop, as Chromium keeps pages of unknown (public) origin from framing local
 * addresses; the real editor and a deployed shop are both public.
 */
let editor: Server
let editorOrigin = ''
test.beforeAll(async () => {
  editor = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://x').searchParams.get('src') ?? ''
    const attribute = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(
      `<!doctype html><title>Editor</title><iframe src="${attribute}" width="1200" height="900"></iframe>`,
    )
  })
  await new Promise<void>((resolve) => editor.listen(0, '127.0.0.1', resolve))
  editorOrigin = `http://127.0.0.1:${(editor.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise<void>((resolve) => editor.close(() => resolve())))

async function openInEditor(page: Page, shopUrl: string) {
  await page.goto(`${editorOrigin}/?src=${encodeURIComponent(shopUrl)}`)
  const frame = page.frameLocator('iframe')
  return { frame, handle: () => page.frames().find((f) => f.url().startsWith(shopUrl.split('?')[0]!)) }
}

test.describe('editor preview (spec 01 §7)', () => {
  test('a normal page shows the published story and has nothing of the bridge', async ({
    page,
    marketInfo,
  }) => {
    const { path, title, draftNote } = STORY[marketInfo.language]
    const bridgeRequests: string[] = []
    const scripts: Promise<string>[] = []
    page.on('request', (request) => isBridgeRequest(request) && bridgeRequests.push(request.url()))
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text())
    })
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await page.waitForLoadState('networkidle')

    await expect(page.getByText(draftNote)).toHaveCount(0)
    await expect(page.locator('[data-blok-uid], [data-blok-c]')).toHaveCount(0)
    await expect(page.locator('script[src*="storyblok"]')).toHaveCount(0)
    expect(await page.evaluate(() => 'StoryblokBridge' in window)).toBe(false)
    expect(bridgeRequests).toEqual([])
    // Not even the loader: none of the page's JavaScript names the bridge.
    expect(scripts.length).toBeGreaterThan(0)
    for (const source of await Promise.all(scripts)) expect(source).not.toContain('storyblok-v2-latest')
  })

  test('the preview URL shows the draft with editable markers, uncached, not for search engines', async ({
    page,
    marketInfo,
  }) => {
    const { path, title, draftNote } = STORY[marketInfo.language]
    const response = await page.goto(previewUrl(path))
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toMatch(/no-store/)
    // Issue 13 item 9: framed only by the shop, Storyblok's editor and the configured editor origins.
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toContain("frame-ancestors 'self' https://app.storyblok.com http://127.0.0.1:*")
    expect(policy).toContain("object-src 'none'")
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText(draftNote)).toBeVisible()
    await expect(page.getByRole('note').filter({ hasText: draftNote })).toHaveAttribute(
      'data-blok-uid',
      /-doc-pflege-hinweis$/,
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('a stale or forged editor token gets the published page, never the draft', async ({
    page,
    marketInfo,
  }) => {
    const { path, draftNote } = STORY[marketInfo.language]
    await page.goto(previewUrl(path, Date.now() - 2 * 3600_000))
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(draftNote)).toHaveCount(0)

    const forged = signedPreviewQuery({ secret: 'not-the-preview-token', nowMs: Date.now(), storyId: 1 })
    await page.goto(`${path}?${forged.toString()}`)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByText(draftNote)).toHaveCount(0)

    // Issue 13 item 3: the embedded service's default secret is in the source; in production it opens nothing.
    const withDefault = signedPreviewQuery({ secret: EMBEDDED_TOKENS.preview, nowMs: Date.now(), storyId: 1 })
    await page.goto(`${path}?${withDefault.toString()}`)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByText(draftNote)).toHaveCount(0)
  })

  test('in the visual editor the bridge loads and unsaved edits show live', async ({
    page,
    baseURL,
    marketInfo,
  }) => {
    const { path, title, draftNote } = STORY[marketInfo.language]
    await page.route(BRIDGE_URL, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_BRIDGE }),
    )
    const { frame, handle } = await openInEditor(page, `${baseURL}${previewUrl(path)}`)
    await expect(frame.getByText(draftNote)).toBeVisible()
    const shop = handle()!
    await shop.waitForFunction(() => typeof (window as { __editor?: unknown }).__editor === 'function')

    // The editor sends the whole edited story; its id is the one in the page's markers.
    const marker = await frame.locator('[data-blok-uid]').first().getAttribute('data-blok-uid')
    const storyId = Number(marker?.split('-')[0])
    const edited = `${title} (${marketInfo.language}, live)`
    await shop.evaluate(
      ({ id, heading }) =>
        (window as unknown as { __editor: (e: unknown) => void }).__editor({
          action: 'input',
          story: {
            id,
            uuid: '7dddc7f1-04c8-4364-9115-c44892972746',
            name: heading,
            slug: 'pflege-und-reinigung',
            full_slug: 'documentation/pflege-und-reinigung',
            lang: 'default',
            content: { component: 'documentation_page', _uid: 'doc-pflege', title: heading, body: [] },
          },
        }),
      { id: storyId, heading: edited },
    )
    await expect(frame.getByRole('heading', { level: 1, name: edited })).toBeVisible()
    await expect(frame.getByText(draftNote)).toHaveCount(0)

    // Saving re-reads the draft from the content service: the saved draft is back.
    await shop.evaluate(
      (id) =>
        (window as unknown as { __editor: (e: unknown) => void }).__editor({ action: 'change', storyId: id }),
      storyId,
    )
    await expect(frame.getByText(draftNote)).toBeVisible()
    await expect(frame.getByRole('heading', { level: 1, name: title })).toBeVisible()
  })

  test('in the visual editor a bridge that fails to load leaves the draft page working', async ({
    page,
    baseURL,
    marketInfo,
  }) => {
    const { path, draftNote } = STORY[marketInfo.language]
    let bridgeAsked = false
    await page.route(BRIDGE_URL, (route) => {
      bridgeAsked = true
      return route.abort('internetdisconnected')
    })
    const pageErrors: Error[] = []
    page.on('pageerror', (error) => pageErrors.push(error))
    const { frame } = await openInEditor(page, `${baseURL}${previewUrl(path)}`)
    await expect(frame.getByText(draftNote)).toBeVisible()
    await expect.poll(() => bridgeAsked).toBe(true)
    await expect(frame.locator('script[src*="storyblok"]')).toHaveCount(0)
    expect(pageErrors).toEqual([])
  })
})
