import { afterAll, beforeAll } from 'vitest'
import { setConnection, type Db } from '@/lib/db'
import { pickSeedVariants, type SeedPicks } from './basket-api'
import { createTestDb, type TestDb, type TestDriver } from './db'

/**
 * A seeded database of its own for one describe block of basket or wishlist route tests, reached by the
 * handlers through getDb(), with the catalog variants the tests use.
 */
export function useBasketDb(driver: TestDriver): { readonly db: Db; readonly picks: SeedPicks } {
  let t: TestDb | undefined
  let picks: SeedPicks | undefined
  beforeAll(async () => {
    t = await createTestDb(driver)
    setConnection(t.connection)
    picks = await pickSeedVariants(t.db)
  })
  afterAll(async () => {
    setConnection(null)
    await t?.close()
  })
  return {
    get db() {
      if (!t) throw new Error('the test database is not open yet')
      return t.db
    },
    get picks() {
      if (!picks) throw new Error('the test database is not open yet')
      return picks
    },
  }
}
