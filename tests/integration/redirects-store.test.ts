import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { sql } from 'drizzle-orm'
import { ZodError } from 'zod'
import { getMarket } from '@/lib/config'
import { setConnection } from '@/lib/db'
import { redirects } from '@/lib/db/schema'
import {
  deleteRedirect,
  invalidateRedirectCache,
  listRedirects,
  upsertRedirect,
} from '@/lib/redirects/server/store'
import { createRedirectTable, getRedirectLookup, loadRedirects } from '@/lib/redirects/server/table'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

const deDe = getMarket('de-de')
const deCh = getMarket('de-ch')

describe.each(testDrivers)(
  'redirect table on %s (spec 01 §2: a redirect table supplied by the server)',
  (driver) => {
    let t: TestDb
    beforeAll(async () => {
      t = await createTestDb(driver)
      setConnection(t.connection)
      invalidateRedirectCache()
    })
    afterAll(async () => {
      setConnection(null)
      invalidateRedirectCache()
      await t?.close()
    })
    afterEach(() => vi.restoreAllMocks())

    it('serves the seeded redirects through the lookup proxy.ts uses', async () => {
      const lookup = await getRedirectLookup()
      expect(lookup('/de/ratgeber-alt/', deDe)).toEqual({ target: '/de/ratgeber/', status: 301 })
      expect(lookup('/de/newsletter-archiv/', deCh)).toEqual({
        target: 'https://newsletter.example.com/archiv',
        status: 302,
      })
      expect(lookup('/de/unbekannt/', deDe)).toBeNull()
    })

    it('upserts by market and source: a second write replaces target and status', async () => {
      const first = await upsertRedirect({ source: '/de/herbst/', target: '/de/saison/', status: 302 }, t.db)
      const second = await upsertRedirect(
        { market: null, source: '/de/herbst/', target: '/de/winter/', status: 301 },
        t.db,
      )
      expect(second).toEqual({
        id: first.id,
        market: null,
        source: '/de/herbst/',
        target: '/de/winter/',
        status: 301,
      })
      expect((await listRedirects(t.db)).filter((r) => r.source === '/de/herbst/')).toHaveLength(1)
    })

    it('stores an encoded source decoded, as decideRoute looks it up', async () => {
      const stored = await upsertRedirect(
        { market: 'fr-ch', source: '/fr/esp%C3%A8ces/', target: '/fr/plantes/', status: 308 },
        t.db,
      )
      expect(stored.source).toBe('/fr/espèces/')
      expect((await getRedirectLookup())('/fr/espèces/', getMarket('fr-ch'))).toEqual({
        target: '/fr/plantes/',
        status: 308,
      })
    })

    it.each([
      ['a source without trailing slash', { source: '/de/a', target: '/de/b/', status: 301 }],
      ['an unknown status', { source: '/de/a/', target: '/de/b/', status: 303 }],
      ['a protocol-relative target', { source: '/de/a/', target: '//evil.example/', status: 301 }],
      ['an unknown market', { market: 'xx-xx', source: '/de/a/', target: '/de/b/', status: 301 }],
    ])('refuses %s with a ZodError and writes nothing', async (_label, input) => {
      const before = (await listRedirects(t.db)).length
      await expect(upsertRedirect(input as never, t.db)).rejects.toBeInstanceOf(ZodError)
      expect(await listRedirects(t.db)).toHaveLength(before)
    })

    it('lets a market’s own row win over the all-markets row', async () => {
      await upsertRedirect({ source: '/de/marken/', target: '/de/alle-marken/', status: 301 }, t.db)
      await upsertRedirect(
        { market: 'de-ch', source: '/de/marken/', target: '/de/marken-schweiz/', status: 302 },
        t.db,
      )
      const lookup = await getRedirectLookup()
      expect(lookup('/de/marken/', deCh)).toEqual({ target: '/de/marken-schweiz/', status: 302 })
      expect(lookup('/de/marken/', deDe)).toEqual({ target: '/de/alle-marken/', status: 301 })
    })

    it('deletes the market row only, then the all-markets row applies again', async () => {
      await upsertRedirect({ source: '/de/outlet/', target: '/de/angebote/', status: 301 }, t.db)
      await upsertRedirect(
        { market: 'de-ch', source: '/de/outlet/', target: '/de/aktionen/', status: 301 },
        t.db,
      )
      expect(await deleteRedirect({ market: 'de-ch', source: '/de/outlet/' }, t.db)).toBe(true)
      expect(await deleteRedirect({ market: 'de-ch', source: '/de/outlet/' }, t.db)).toBe(false)
      expect((await getRedirectLookup())('/de/outlet/', deCh)).toEqual({
        target: '/de/angebote/',
        status: 301,
      })
      expect(await deleteRedirect({ source: '/de/outlet/' }, t.db)).toBe(true)
      expect((await getRedirectLookup())('/de/outlet/', deCh)).toBeNull()
    })

    it('caches rows for the TTL: a change made with plain SQL shows once the TTL passed', async () => {
      let clock = 0
      const table = createRedirectTable({ load: () => loadRedirects(t.db), ttlMs: 30_000, now: () => clock })
      expect((await table.lookup())('/de/fruehling/', deDe)).toBeNull()
      await t.db.execute(
        sql`insert into redirects (source_path, target, status) values ('/de/fruehling/', '/de/saison/', 301)`,
      )
      clock += 29_000
      expect((await table.lookup())('/de/fruehling/', deDe)).toBeNull()
      clock += 1_000
      expect((await table.lookup())('/de/fruehling/', deDe)).toEqual({ target: '/de/saison/', status: 301 })
    })

    it('shows a plain-SQL change at once after invalidateRedirectCache()', async () => {
      const before = await getRedirectLookup()
      await t.db.execute(
        sql`update redirects set target = '/de/ratgeber-neu/' where source_path = '/de/ratgeber-alt/'`,
      )
      expect((await getRedirectLookup())('/de/ratgeber-alt/', deDe)).toEqual(
        before('/de/ratgeber-alt/', deDe),
      )
      invalidateRedirectCache()
      expect((await getRedirectLookup())('/de/ratgeber-alt/', deDe)?.target).toBe('/de/ratgeber-neu/')
    })

    it('skips rows an editor broke by hand instead of serving them', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      await t.db
        .insert(redirects)
        .values({ market: 'xx-xx', sourcePath: '/de/kaputt/', target: '/de/heil/', status: 301 })
      const rows = await loadRedirects(t.db)
      expect(rows.find((r) => r.source === '/de/kaputt/')).toBeUndefined()
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('skipping row'))
    })
  },
)

describe('redirect table when the database fails', () => {
  it('serves no redirects and logs once instead of breaking routing', async () => {
    const broken = await createTestDb('pglite')
    await broken.close()
    setConnection(broken.connection)
    invalidateRedirectCache()
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const lookup = await getRedirectLookup()
      expect(lookup('/de/ratgeber-alt/', deDe)).toBeNull()
      invalidateRedirectCache()
      await getRedirectLookup()
      expect(log).toHaveBeenCalledTimes(1)
      expect(log.mock.calls[0]?.[0]).toMatch(/redirect table/)
    } finally {
      setConnection(null)
      invalidateRedirectCache()
      log.mockRestore()
    }
  })
})
