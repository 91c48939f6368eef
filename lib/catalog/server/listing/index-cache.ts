import 'server-only'

/**
 * One listing index per database, shared by the whole process (perDatabase), built on first use. At
 * most every CHECK_INTERVAL_MS a request starts a background check of the catalog's fingerprint
 * (product count and last change, price ranges); when it moved, a new index is built while the old
 * one keeps answering. Catalog writers that change stock or attributes without touching the product row
 * call invalidateCatalogIndex (or bump updated_at).
 * Listings are shared, cached for 60 s anyway (s-maxage), so a few seconds' lag is within that.
 */
import { forgetPerDatabase, perDatabase } from '@/lib/cache/per-database'
import { invalidateCachedProducts } from '@/lib/catalog/server/store/cached'
import type { Db } from '@/lib/db/client'
import type { CatalogIndex } from '../../rules/listing/catalog-index'
import { buildCatalogIndex } from './index-build'
import { readFingerprint, readIndexSource } from './index-source'
import { logFailure } from '@/lib/http/server/failure'

export const CHECK_INTERVAL_MS = 60_000

interface Entry {
  index: Promise<CatalogIndex>
  checkedAt: number
  checking: boolean
}

const KEY = '__storefrontListingIndex'

async function build(db: Db): Promise<CatalogIndex> {
  return buildCatalogIndex(await readIndexSource(db))
}

function start(db: Db): Entry {
  const entry: Entry = { index: build(db), checkedAt: Date.now(), checking: false }
  // A failed build is not kept: the next request tries again.
  entry.index.catch(() => forgetPerDatabase(KEY, db, entry))
  return entry
}

async function refresh(db: Db, entry: Entry): Promise<void> {
  entry.checking = true
  try {
    const [current, fingerprint] = await Promise.all([entry.index, readFingerprint(db)])
    if (fingerprint !== current.fingerprint) {
      const next = await build(db)
      entry.index = Promise.resolve(next)
    }
  } catch (error) {
    logFailure('[listing] refreshing the catalog index failed; the previous one keeps answering', error)
  } finally {
    entry.checkedAt = Date.now()
    entry.checking = false
  }
}

export function getCatalogIndex(db: Db): Promise<CatalogIndex> {
  const entry = perDatabase(KEY, db, () => start(db))
  if (!entry.checking && Date.now() - entry.checkedAt > CHECK_INTERVAL_MS) void refresh(db, entry)
  return entry.index
}

/** Builds the index ahead of the first listing (e.g. at server start). */
export async function warmCatalogIndex(db: Db): Promise<void> {
  await getCatalogIndex(db)
}

/** The next request builds a fresh index and reads products afresh (after a catalog write, in tests). */
export function invalidateCatalogIndex(db: Db): void {
  forgetPerDatabase(KEY, db)
  invalidateCachedProducts(db)
}
