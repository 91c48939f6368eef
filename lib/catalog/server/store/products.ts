import 'server-only'

/** Product reads of the shop's own back end (spec 01 §3): by id, by ids in order, and every id. */
import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Product } from '@/lib/catalog/rules/types'
import { CURRENCIES, LANGUAGES } from '@/lib/config/markets'
import type { Db } from '@/lib/db/client'
import { products } from '@/lib/db/schema'
import { assembleProduct } from './assemble'
import { categoryPathRows, familyRows, productRows, variantRows } from './product-queries'
import { groupBy } from './group-by'

export const productReadOptionsSchema = z.object({
  language: z.enum(LANGUAGES),
  currency: z.enum(CURRENCIES),
})
export type ProductReadOptions = z.infer<typeof productReadOptionsSchema>

const idsSchema = z.array(z.number().int().positive())

/**
 * Products in the order of `ids` (duplicates kept), in the language and currency asked for. Unknown
 * ids and products without a price in the currency are left out.
 */
export async function getProductsByIds(
  db: Db,
  ids: readonly number[],
  options: ProductReadOptions,
): Promise<Product[]> {
  const { language, currency } = productReadOptionsSchema.parse(options)
  const wanted = [...new Set(idsSchema.parse(ids))]
  if (wanted.length === 0) return []
  const [rows, variants, categories, family] = await Promise.all([
    productRows(db, wanted, language),
    variantRows(db, wanted, currency),
    categoryPathRows(db, wanted, language),
    familyRows(db, wanted),
  ])
  const variantsBy = groupBy(variants, (r) => r.variant.productId)
  const categoriesBy = groupBy(categories, (r) => r.productId)
  const familyBy = new Map<string, typeof family>()
  for (const f of family) familyBy.set(f.masterKey, [...(familyBy.get(f.masterKey) ?? []), f])
  const byId = new Map<number, Product>()
  for (const row of rows) {
    const product = assembleProduct(
      {
        row,
        variants: variantsBy.get(row.product.id) ?? [],
        categories: categoriesBy.get(row.product.id) ?? [],
        family: familyBy.get(row.product.masterKey) ?? [],
      },
      language,
    )
    if (product) byId.set(product.id, product)
  }
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function getProductById(
  db: Db,
  id: number,
  options: ProductReadOptions,
): Promise<Product | null> {
  if (!Number.isInteger(id) || id <= 0) return null
  const [product] = await getProductsByIds(db, [id], options)
  return product ?? null
}

/** Every active product number, ascending (sitemap, benchmarks). */
export async function listProductIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id))
  return rows.map((r) => r.id)
}
