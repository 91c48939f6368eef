import 'server-only'

/**
 * The demo-catalog seed: ensureCatalogSeeded fills an empty catalog on start (lib/db/bootstrap.ts),
 * replaceCatalog swaps in another one (scripts/seed-catalog.mjs, tests, benchmarks).
 */
import { sql } from 'drizzle-orm'
import { shopConfig } from '@/lib/config'
import type { Db } from '@/lib/db/client'
import { generateCatalog, type GeneratedCatalog } from './generate'
import type { SeedOptions } from './model'
import { catalogIsEmpty, clearCatalog, writeCatalogHead, writeProductRows } from './write'

export { generateCatalog, DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, FIRST_PRODUCT_ID } from './generate'
export { SEED_CASES } from './cases'
export { SEED_COLOUR_CODES } from './colours'
export type { SeedOptions } from './model'

// Any fixed number: instances starting together seed once.
const SEED_LOCK_KEY = 4_210_517_023

/**
 * Seeds the default catalog of the shop's flavour (SHOP_FLAVOUR) when the catalog tables are empty.
 * Called after the migrations on every start; a catalog that exists is never touched. One transaction
 * under an advisory lock, so concurrent starts seed once and a failed seed leaves nothing behind.
 * Returns true when it seeded.
 */
export async function ensureCatalogSeeded(db: Db, options: Partial<SeedOptions> = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    if (!(await catalogIsEmpty(tx))) return false
    const catalog = generateCatalog({ ...options, flavour: options.flavour ?? shopConfig.flavour })
    await writeCatalogHead(tx, catalog)
    for (const batch of catalog.productBatches()) await writeProductRows(tx, batch)
    return true
  })
}

export interface ReplaceProgress {
  written: number
  total: number
}

/**
 * Replaces the whole catalog (benchmarks: 50,000+ products). One transaction per batch keeps memory
 * flat; an interrupted run leaves a partial catalog, which the next run replaces again.
 */
export async function replaceCatalog(
  db: Db,
  options: SeedOptions,
  onProgress?: (progress: ReplaceProgress) => void,
): Promise<GeneratedCatalog> {
  const catalog = generateCatalog(options)
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    await clearCatalog(tx)
    await writeCatalogHead(tx, catalog)
  })
  let written = 0
  for (const batch of catalog.productBatches(2000)) {
    await db.transaction((tx) => writeProductRows(tx, batch))
    written += batch.products.length
    onProgress?.({ written, total: catalog.count })
  }
  return catalog
}
