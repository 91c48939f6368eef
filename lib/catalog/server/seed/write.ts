import 'server-only'

/** Writes a generated catalog with multi-row inserts, chunked below PostgreSQL's 65,535 parameters. */
import { sql } from 'drizzle-orm'
import type { Db } from '@/lib/db/client'
import {
  brands,
  categories,
  collections,
  categoryTexts,
  productCategories,
  productPriceRanges,
  products,
  productTexts,
  variantPrices,
  variants,
} from '@/lib/db/schema'
import type { GeneratedCatalog } from './generate'
import type { ProductRows } from './rows'

export type Executor = Pick<Db, 'insert' | 'execute' | 'select'>

const PARAMETERS_PER_STATEMENT = 30_000

async function insertChunked<T extends Record<string, unknown>>(
  db: Executor,
  table: Parameters<Executor['insert']>[0],
  rows: readonly T[],
): Promise<void> {
  const first = rows[0]
  if (!first) return
  const size = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / Object.keys(first).length))
  for (let i = 0; i < rows.length; i += size) {
    // Rows are typed by the caller against the same table; drizzle's insert().values() is generic per table.
    await db.insert(table).values(rows.slice(i, i + size) as never)
  }
}

export async function writeCatalogHead(db: Executor, catalog: GeneratedCatalog): Promise<void> {
  await insertChunked(db, brands, catalog.brands)
  await insertChunked(db, collections, catalog.collections)
  await insertChunked(db, categories, catalog.categories)
  await insertChunked(db, categoryTexts, catalog.categoryTexts)
}

export async function writeProductRows(db: Executor, rows: ProductRows): Promise<void> {
  await insertChunked(db, products, rows.products)
  await insertChunked(db, productTexts, rows.texts)
  await insertChunked(db, productCategories, rows.categories)
  await insertChunked(db, variants, rows.variants)
  await insertChunked(db, variantPrices, rows.prices)
  await insertChunked(db, productPriceRanges, rows.priceRanges)
}

/** Empties every catalog table (children first is not needed: one TRUNCATE takes them together). */
export async function clearCatalog(db: Executor): Promise<void> {
  await db.execute(
    sql`truncate table ${productPriceRanges}, ${variantPrices}, ${variants}, ${productCategories}, ${productTexts}, ${products}, ${categoryTexts}, ${categories}, ${brands}, ${collections}`,
  )
}

export async function catalogIsEmpty(db: Executor): Promise<boolean> {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1)
  const [product] = await db.select({ id: products.id }).from(products).limit(1)
  return !category && !product
}
