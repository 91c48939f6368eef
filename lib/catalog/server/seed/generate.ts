import 'server-only'

/**
 * The seeded catalog (spec 01 §3): deterministic for a (flavour, seed, count), flavour-aware, and
 * streamed in batches so 50,000+ products never sit in memory at once.
 *
 * Layout of the product numbers, from 100001 on:
 * - the first 17 are featured (the recommendation fallback ids of lib/config/recommendations.ts): buyable;
 * - then one family per coverage case of ./cases.ts;
 * - then random families.
 * Families are drawn one after another, each from its own seeded generator, so a smaller catalog is
 * the start of a larger one with the same seed (only the last family may be cut short).
 */
import { RECOMMENDATION_FALLBACK } from '@/lib/config/recommendations'
import type { Flavour } from '@/lib/config/flavours'
import type { brands, collections } from '@/lib/db/schema'
import { SEED_CASES } from './cases'
import { flattenCategories, type CategoryInsert, type CategoryTextInsert } from './categories'
import { buildFamily, pickType, randomFamilySize } from './draft'
import { flavourCatalog } from './flavour-catalogs'
import type { FlavourCatalog, ProductDraft, ProductTypeDef, SeedOptions, TypeRole } from './model'
import { createRng } from './prng'
import type { RowContext } from './row-context'
import { appendProductRows, emptyRows, type ProductRows } from './rows'

export const DEFAULT_PRODUCT_COUNT = 400
export const DEFAULT_SEED = 'storefront-catalog-v1'
export const FIRST_PRODUCT_ID = 100_001
export const FEATURED_COUNT = RECOMMENDATION_FALLBACK.length

export interface GeneratedCatalog {
  flavour: Flavour
  count: number
  brands: Array<typeof brands.$inferInsert>
  collections: Array<typeof collections.$inferInsert>
  categories: CategoryInsert[]
  categoryTexts: CategoryTextInsert[]
  /** Product rows in batches of about `batchSize` products (whole families). */
  productBatches(batchSize?: number): Generator<ProductRows>
}

export function generateCatalog(options: SeedOptions): GeneratedCatalog {
  const count = options.count ?? DEFAULT_PRODUCT_COUNT
  const seed = options.seed ?? DEFAULT_SEED
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`product count must be a positive integer, got ${count}`)
  const catalog = flavourCatalog(options.flavour)
  const flat = flattenCategories(catalog.categories)
  const brandRows = catalog.brands.map((b, i) => ({ id: i + 1, name: b.name }))
  const context: RowContext = {
    catalog,
    categories: flat.byKey,
    brandIds: brandRows.map((b) => b.id),
  }
  return {
    flavour: options.flavour,
    count,
    brands: brandRows,
    collections: Object.entries(catalog.collections).map(([code, name]) => ({ code, name })),
    categories: flat.rows,
    categoryTexts: flat.texts,
    *productBatches(batchSize = 1000) {
      let rows = emptyRows()
      for (const draft of drafts(catalog, seed, options.flavour, count)) {
        appendProductRows(rows, draft, context)
        if (rows.products.length >= batchSize) {
          yield rows
          rows = emptyRows()
        }
      }
      if (rows.products.length > 0) yield rows
    },
  }
}

function roleType(catalog: FlavourCatalog, role: TypeRole, turn: number): string {
  const keys = catalog.roles[role]
  return typeof keys === 'string' ? keys : (keys[turn % keys.length] as string)
}

function typeByKey(catalog: FlavourCatalog, key: string): ProductTypeDef {
  const type = catalog.types.find((t) => t.key === key)
  if (!type) throw new Error(`unknown product type ${key}`)
  return type
}

function* drafts(
  catalog: FlavourCatalog,
  seed: string,
  flavour: Flavour,
  count: number,
): Generator<ProductDraft> {
  const recent = new Map<string, { id: number; referenceKey: string }>()
  // Featured products are ordinary goods: no vouchers, no made-to-order engraving, no sets.
  const featuredTypes = catalog.types.filter((t) => !t.voucher && !t.personalised && !t.bundleOf)
  let produced = 0
  let caseIndex = 0
  while (produced < count) {
    const rng = createRng(`${seed}:${flavour}:${FIRST_PRODUCT_ID + produced}`)
    const featured = produced < FEATURED_COUNT
    const seedCase = featured ? undefined : SEED_CASES[caseIndex++]
    const chosen = seedCase
      ? typeByKey(catalog, roleType(catalog, seedCase.role, caseIndex))
      : pickType(rng, featured ? featuredTypes : catalog.types)
    // A set needs its parts: a part not drawn yet is drawn first, as a product of its own.
    const missing = (chosen.bundleOf ?? []).filter((key) => !recent.has(key))
    const type = missing[0] ? typeByKey(catalog, missing[0]) : chosen
    if (missing[0] && seedCase) caseIndex--
    const caseHere = type === chosen ? seedCase : undefined
    const size = Math.min(
      caseHere?.colours?.length ?? (caseHere ? 1 : randomFamilySize(rng)),
      count - produced,
    )
    const family = buildFamily({
      rng,
      catalog,
      type,
      firstId: FIRST_PRODUCT_ID + produced,
      size,
      featured,
      buyable: Boolean(caseHere),
      colourSets: caseHere?.colours?.slice(0, size),
      recent,
    })
    for (const draft of family) {
      caseHere?.apply?.(draft)
      recent.set(type.key, { id: draft.id, referenceKey: draft.referenceKey })
      yield draft
    }
    produced += family.length
  }
}
