import 'server-only'
// The one start-up step of a shop database: migrations, then the demo catalog, then the stores that stock
// it, then the demo vouchers and gift cards. Everything that opens the shop's database for use goes through
// here (getDb, the seed script, the tests' template, the search bench); the database client seeds nothing.
import { ensureCatalogSeeded } from '@/lib/catalog/server/seed'
import { ensureStoresSeeded } from '@/lib/stores/server/seed'
import { ensureOrderSeeds } from '@/lib/orders/server/seed'
import { processSingleton } from '@/lib/cache/process-singleton'
import { migrateDatabase, type DbConnection, type MigrateOptions } from './client'

/**
 * Migrates, then seeds an empty catalog (flavour of SHOP_FLAVOUR) and, after it, the default stores,
 * whose shelves hold the catalog's variants. Every step is idempotent and takes an advisory lock, so
 * running it again (a second start, another instance) changes nothing.
 */
export async function migrateAndSeed(connection: DbConnection, options: MigrateOptions = {}): Promise<void> {
  await migrateDatabase(connection, options)
  await ensureCatalogSeeded(connection.db)
  await ensureStoresSeeded(connection.db)
  await ensureOrderSeeds(connection.db)
}

// On globalThis like the connection (lib/db/index.ts): each bundle of the process may hold its own copy
// of this module, and a database must still be made ready once.
const readiness = () =>
  processSingleton('__storefrontDatabasesReady', () => new WeakMap<DbConnection, Promise<void>>())

/**
 * migrateAndSeed once per connection and process; concurrent callers share the run. A failed run is
 * not remembered, so the next call tries again.
 */
export function ensureDatabaseReady(connection: DbConnection, options: MigrateOptions = {}): Promise<void> {
  const runs = readiness()
  let run = runs.get(connection)
  if (!run) {
    const started = migrateAndSeed(connection, options)
    run = started
    runs.set(connection, started)
    started.catch(() => {
      if (runs.get(connection) === started) runs.delete(connection)
    })
  }
  return run
}
