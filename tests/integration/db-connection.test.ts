import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeDb, getConnection, getDb } from '@/lib/db'
import { databaseOptionsFromEnv } from '@/lib/db/client'
import { redirects } from '@/lib/db/schema'

describe('database port configuration', () => {
  it.each([
    [{}, { driver: 'pglite', dataDir: '/srv/shop/.data/pglite' }],
    [{ PGLITE_DIR: 'tmp/db' }, { driver: 'pglite', dataDir: '/srv/shop/tmp/db' }],
    [{ PGLITE_DIR: '/var/lib/shop' }, { driver: 'pglite', dataDir: '/var/lib/shop' }],
    [{ PGLITE_DIR: 'memory://' }, { driver: 'pglite', dataDir: 'memory://' }],
    [
      { DATABASE_URL: 'postgres://u@db/shop', PGLITE_DIR: 'x' },
      { driver: 'postgres', url: 'postgres://u@db/shop' },
    ],
    [
      { DATABASE_URL: 'postgres://u@db/shop', DB_POOL_MAX: '20' },
      { driver: 'postgres', url: 'postgres://u@db/shop', poolMax: 20 },
    ],
  ])('%j → %j', (env, expected) => {
    expect(databaseOptionsFromEnv(env, '/srv/shop')).toEqual(expect.objectContaining(expected))
  })

  it('refuses a pool size that is no positive integer', () => {
    expect(() => databaseOptionsFromEnv({ DATABASE_URL: 'postgres://db/shop', DB_POOL_MAX: 'many' })).toThrow(
      /DB_POOL_MAX/,
    )
  })
})

// Each test migrates and seeds a fresh embedded database: on a busy machine that outlasts the default.
describe('getDb(): one migrated connection per process', { timeout: 60_000 }, () => {
  let dir: string | null = null
  afterEach(async () => {
    await closeDb()
    vi.unstubAllEnvs()
    if (dir) rmSync(dir, { recursive: true, force: true })
    dir = null
  })

  it('opens and migrates PGlite in PGLITE_DIR once, however many first calls race', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pglite-'))
    vi.stubEnv('DATABASE_URL', '')
    vi.stubEnv('PGLITE_DIR', path.join(dir, 'data'))
    const [a, b, c] = await Promise.all([getConnection(), getConnection(), getConnection()])
    expect(a.driver).toBe('pglite')
    expect(b).toBe(a)
    expect(c).toBe(a)
    expect(await getDb()).toBe(a.db)
    expect(await a.db.select().from(redirects)).toHaveLength(4)
  })

  it('keeps data on disk across a restart', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pglite-'))
    vi.stubEnv('DATABASE_URL', '')
    vi.stubEnv('PGLITE_DIR', path.join(dir, 'data'))
    await (await getDb())
      .insert(redirects)
      .values({ sourcePath: '/de/bleibt/', target: '/de/da/', status: 301 })
    await closeDb()
    const rows = await (await getDb()).select().from(redirects)
    expect(rows.map((r) => r.sourcePath)).toContain('/de/bleibt/')
  })

  it('tries again after a failed start instead of caching the failure', async () => {
    vi.stubEnv('DATABASE_URL', 'postgres://nobody@127.0.0.1:1/none')
    await expect(getConnection()).rejects.toThrow()
    vi.stubEnv('DATABASE_URL', '')
    vi.stubEnv('PGLITE_DIR', 'memory://')
    expect((await getConnection()).driver).toBe('pglite')
  })
})
