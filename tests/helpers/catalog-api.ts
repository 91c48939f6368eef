import { afterAll, beforeAll } from 'vitest'
import { invalidateCatalogIndex } from '@/lib/catalog/server/listing/index-cache'
import { setConnection } from '@/lib/db'
import { createTestDb, type TestDb, type TestDriver } from './db'

/**
 * A seeded test database that the route handlers under test reach through getDb(), for one describe
 * block; the catalog index built from it is dropped afterwards.
 */
export function useCatalogApiDb(driver: TestDriver): void {
  let t: TestDb | undefined
  beforeAll(async () => {
    t = await createTestDb(driver)
    setConnection(t.connection)
  })
  afterAll(async () => {
    setConnection(null)
    if (t) invalidateCatalogIndex(t.db)
    await t?.close()
  })
}
