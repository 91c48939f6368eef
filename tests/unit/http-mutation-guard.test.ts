import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { isSignedWebhook } from '@/lib/content/server/webhook/handler'

// Any state-changing handler that resolved the visitor's session would show up here.
const ensureVisitorSession = vi.hoisted(() => vi.fn())
vi.mock('@/lib/session/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/session/server')>()),
  ensureVisitorSession,
}))

const ROOT = process.cwd()
const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE'] as const

/**
 * POST handlers that take no cookies and change nothing, so a cross-site caller gains nothing: each is
 * named with its reason, and the test still checks that it neither resolves a session nor sets a cookie.
 */
const READ_ONLY_POSTS: Record<string, string> = {
  'app/api/reco/optimization/recommend/user/route.ts':
    'the recommendation contract of spec 02 §7: reads only',
}

type Handler = (request: Request, context?: { params?: Promise<unknown> }) => Promise<Response>

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(path)
    return entry.name === 'route.ts' ? [relative(ROOT, path)] : []
  })
}

/** Requests a browser sends when another site (or a sibling market's site) posts to the shop. */
const CROSS_SITE: [string, Record<string, string>][] = [
  [
    'a cross-site page (Origin + Sec-Fetch-Site)',
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  ],
  [
    'a sibling subdomain (same-site, not same-origin)',
    { origin: 'http://fr-ch.localhost:3000', 'sec-fetch-site': 'same-site' },
  ],
  ['an older browser sending only a foreign Origin', { origin: 'https://evil.example' }],
  ['a request carrying neither header', {}],
]

function crossSiteRequest(method: string, headers: Record<string, string>) {
  return new Request('http://de-ch.localhost:3000/api/probe/?locale=de', {
    method,
    headers: { host: 'de-ch.localhost:3000', 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ variantId: '1', quantity: 1, productId: 1, email: 'a@b.example' }),
  })
}

const callWith = (handler: Handler, method: string, headers: Record<string, string>) =>
  handler(crossSiteRequest(method, headers), {
    params: Promise.resolve({ basketKey: 'k', wishlistKey: 'k' }),
  })

afterEach(() => ensureVisitorSession.mockClear())
afterAll(() => vi.restoreAllMocks())

describe('the probe itself can fail: it tells a guarded handler from an unguarded one', () => {
  it('a mutation() handler refuses every cross-site shape with 403; a bare handler would not', async () => {
    const { mutation } = await import('@/lib/http/server')
    const guarded = mutation({ body: z.object({}).loose() }, () => ({ changed: true })) as Handler
    const bare: Handler = async () => Response.json({ changed: true })
    for (const [, headers] of CROSS_SITE) {
      expect((await callWith(guarded, 'POST', headers)).status).toBe(403)
      expect((await callWith(bare, 'POST', headers)).status).toBe(200)
    }
    expect(ensureVisitorSession).not.toHaveBeenCalled()
  })
})

describe('every state-changing route handler under app/api refuses cross-site requests', () => {
  const files = routeFiles(join(ROOT, 'app', 'api')).sort()
  const modules = new Map<string, Record<string, unknown>>()

  beforeAll(async () => {
    // Webhooks warn when no secret is configured; that is the expected state here.
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const file of files) modules.set(file, (await import(join(ROOT, file))) as Record<string, unknown>)
  }, 120_000)

  it('finds the route handlers (the walk is not silently empty)', () => {
    expect(files).toContain('app/api/user/route.ts')
    expect(files.length).toBeGreaterThanOrEqual(7)
  })

  it('names only exemptions that still exist', () => {
    for (const file of Object.keys(READ_ONLY_POSTS)) expect(files).toContain(file)
  })

  it.each(files)('%s', async (file) => {
    const routeModule = modules.get(file) ?? {}
    for (const method of MUTATING) {
      const handler = routeModule[method] as Handler | undefined
      if (typeof handler !== 'function') continue
      for (const [shape, headers] of CROSS_SITE) {
        const response = await callWith(handler, method, headers)
        const label = `${method} ${file} from ${shape}`
        expect(response.headers.get('set-cookie'), label).toBeNull()
        if (isSignedWebhook(handler)) {
          // Server-to-server webhooks check a shared secret instead: unsigned means refused or absent.
          expect([401, 404], label).toContain(response.status)
        } else if (READ_ONLY_POSTS[file]) {
          expect(response.status, label).not.toBe(500)
        } else {
          expect(response.status, `${label} must be built with lib/http mutation()`).toBe(403)
        }
      }
      expect(
        ensureVisitorSession,
        `${method} ${file} resolved a session for a cross-site call`,
      ).not.toHaveBeenCalled()
    }
  })
})
