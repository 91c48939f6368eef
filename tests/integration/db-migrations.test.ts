import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { redirects } from '@/lib/db/schema'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

const SEEDED = [
  { market: null, sourcePath: '/de/ratgeber-alt/', target: '/de/ratgeber/', status: 301 },
  { market: null, sourcePath: '/fr/conseils/', target: '/fr/les-inspirations/', status: 301 },
  {
    market: null,
    sourcePath: '/de/newsletter-archiv/',
    target: 'https://newsletter.example.com/archiv',
    status: 302,
  },
  { market: null, sourcePath: '/de/sale/', target: '/de/angebote/', status: 302 },
]

describe.each(testDrivers)('migrations on %s', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
  })
  afterAll(() => t?.close())

  it('create the tables and seed the redirect table of spec 01 §2', async () => {
    const rows = await t.db
      .select({
        market: redirects.market,
        sourcePath: redirects.sourcePath,
        target: redirects.target,
        status: redirects.status,
      })
      .from(redirects)
    expect(rows).toEqual(expect.arrayContaining(SEEDED))
    expect(rows).toHaveLength(SEEDED.length)
  })

  it('are idempotent: running them again changes nothing and does not re-seed a deleted row', async () => {
    await t.db.delete(redirects).where(sql`${redirects.sourcePath} = '/de/sale/'`)
    await t.migrate()
    await t.migrate()
    const rows = await t.db.select().from(redirects)
    expect(rows.map((r) => r.sourcePath).sort()).toEqual([
      '/de/newsletter-archiv/',
      '/de/ratgeber-alt/',
      '/fr/conseils/',
    ])
  })

  it.each([
    [
      'a status that is no redirect',
      `insert into redirects (source_path, target, status) values ('/x/', '/y/', 200)`,
    ],
    [
      'a source without trailing slash',
      `insert into redirects (source_path, target, status) values ('/x', '/y/', 301)`,
    ],
    [
      'a protocol-relative target',
      `insert into redirects (source_path, target, status) values ('/x/', '//evil.example/', 301)`,
    ],
    [
      'a second all-markets row for one path',
      `insert into redirects (source_path, target, status) values ('/de/ratgeber-alt/', '/y/', 301)`,
    ],
  ])('make the database refuse %s written by hand', async (_label, statement) => {
    await expect(t.db.execute(sql.raw(statement))).rejects.toThrow()
  })

  it('allow one row per market next to the all-markets row for the same path', async () => {
    await t.db.execute(
      sql.raw(
        `insert into redirects (market, source_path, target, status) values ('de-ch', '/de/ratgeber-alt/', '/de/tipps/', 301)`,
      ),
    )
    const rows = await t.db
      .select()
      .from(redirects)
      .where(sql`${redirects.sourcePath} = '/de/ratgeber-alt/'`)
    expect(rows.map((r) => r.market).sort()).toEqual(['de-ch', null])
  })
})
