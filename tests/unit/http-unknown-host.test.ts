import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { knownHostOnly } from '@/lib/http/rules/host'

// A handler that resolved the visitor's session for a foreign host would show up here.
const ensureVisitorSession = vi.hoisted(() => vi.fn())
vi.mock('@/lib/session/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/session/server')>()),
  ensureVisitorSession,
}))

const ROOT = process.cwd()
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

type Handler = (request: Request, context?: { params?: Promise<unknown> }) => Promise<Response>

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(path)
    return entry.name === 'route.ts' ? [relative(ROOT, path)] : []
  })
}

/** The proxy does not run for /api/ (proxy.ts): what a foreign Host sends there must still be refused. */
function foreignHostRequest(method: string, host: string) {
  return new Request(`http://${host}/api/probe/?locale=de`, {
    method,
    headers: { host, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify({ variantId: 1, quantity: 1 }),
  })
}

const call = (handler: Handler, method: string, host: string) =>
  handler(foreignHostRequest(method, host), {
    params: Promise.resolve({ basketKey: 'k', wishlistKey: 'k', id: '1', buildId: 'b' }),
  })

afterAll(() => vi.restoreAllMocks())

describe('spec 01 §1: a host of no market is 421 for route handlers too', () => {
  it('the probe can fail: a guarded handler refuses a foreign host, a bare one would not', async () => {
    const { query } = await import('@/lib/http/server')
    const bare: Handler = async () => Response.json({ ok: true })
    expect((await call(bare, 'GET', 'evil.example')).status).toBe(200)
    expect((await call(knownHostOnly(bare), 'GET', 'evil.example')).status).toBe(421)
    expect((await call(knownHostOnly(bare), 'GET', 'de-ch.localhost:3000')).status).toBe(200)
    const guarded = query({ query: z.object({}).loose() }, () => ({ ok: true })) as Handler
    expect((await call(guarded, 'GET', 'evil.example')).status).toBe(421)
  })

  const files = routeFiles(join(ROOT, 'app', 'api')).sort()
  const modules = new Map<string, Record<string, unknown>>()
  beforeAll(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const file of files) modules.set(file, (await import(join(ROOT, file))) as Record<string, unknown>)
  }, 120_000)

  it('finds the route handlers (the walk is not silently empty)', () => {
    expect(files).toContain('app/api/shop/basket/addItem/route.ts')
    expect(files.length).toBeGreaterThanOrEqual(20)
  })

  it.each(files)('%s', async (file) => {
    const routeModule = modules.get(file) ?? {}
    let handlers = 0
    for (const method of METHODS) {
      const handler = routeModule[method] as Handler | undefined
      if (typeof handler !== 'function') continue
      handlers++
      for (const host of ['evil.example', 'de-de.localhost.evil.example']) {
        const response = await call(handler, method, host)
        expect(response.status, `${method} ${file} for Host ${host}`).toBe(421)
        expect(response.headers.get('set-cookie')).toBeNull()
      }
    }
    expect(handlers, `${file} exports no handler`).toBeGreaterThan(0)
    expect(ensureVisitorSession).not.toHaveBeenCalled()
  })
})
