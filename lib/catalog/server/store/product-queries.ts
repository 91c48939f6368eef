import 'server-only'

/**
 * The reads behind a product page or card, batched over a set of product ids: four queries however
 * many products are asked for.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Currency, Language } from '@/lib/config/markets'
import type { Db } from '@/lib/db/client'
import {
  brands,
  categories,
  categoryTexts,
  productCategories,
  products,
  productTexts,
  variantPrices,
  variants,
} from '@/lib/db/schema'

export async function productRows(db: Db, ids: number[], language: Language) {
  return db
    .select({
      product: products,
      brandName: brands.name,
      name: productTexts.name,
      description: productTexts.description,
      slug: productTexts.slug,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(
      productTexts,
      and(eq(productTexts.productId, products.id), eq(productTexts.language, language)),
    )
    .where(inArray(products.id, ids))
}
export type ProductQueryRow = Awaited<ReturnType<typeof productRows>>[number]

/** Variants with their price in one currency; a variant without a price there is not offered. */
export async function variantRows(db: Db, ids: number[], currency: Currency) {
  return db
    .select({ variant: variants, price: variantPrices })
    .from(variants)
    .innerJoin(
      variantPrices,
      and(eq(variantPrices.variantId, variants.id), eq(variantPrices.currency, currency)),
    )
    .where(inArray(variants.productId, ids))
    .orderBy(asc(variants.productId), asc(variants.position))
}
export type VariantQueryRow = Awaited<ReturnType<typeof variantRows>>[number]

/** One row per (product, category filed under, level of that category's path), root first. */
export async function categoryPathRows(db: Db, ids: number[], language: Language) {
  return db
    .select({
      productId: productCategories.productId,
      categoryId: categories.id,
      key: categories.key,
      label: categories.label,
      pathId: categoryTexts.categoryId,
      name: categoryTexts.name,
      slug: categoryTexts.slug,
    })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .innerJoin(
      categoryTexts,
      and(
        eq(categoryTexts.language, language),
        sql`${categoryTexts.categoryId} = any(${categories.pathIds})`,
      ),
    )
    .where(and(inArray(productCategories.productId, ids), eq(productCategories.direct, true)))
    .orderBy(
      asc(productCategories.productId),
      asc(productCategories.position),
      sql`array_position(${categories.pathIds}, ${categoryTexts.categoryId})`,
    )
}
export type CategoryPathRow = Awaited<ReturnType<typeof categoryPathRows>>[number]

/** Every colourway of the given products' models (their siblings and themselves), with variant facts. */
export async function familyRows(db: Db, ids: number[]) {
  const masterKeys = db
    .select({ masterKey: products.masterKey })
    .from(products)
    .where(inArray(products.id, ids))
  return db
    .select({
      id: products.id,
      referenceKey: products.referenceKey,
      masterKey: products.masterKey,
      isActive: products.isActive,
      colors: products.colors,
      farbe: sql<unknown>`${products.attributes} -> 'farbe'`,
      advancedAttributes: products.advancedAttributes,
      firstImage: sql<string | null>`${products.images} -> 0 ->> 'src'`,
      variantCount: sql<number>`count(${variants.id})::int`,
      buyable: sql<boolean>`coalesce(bool_or(${variants.bvc} in (1, 2)), false)`,
    })
    .from(products)
    .leftJoin(variants, eq(variants.productId, products.id))
    .where(inArray(products.masterKey, masterKeys))
    .groupBy(products.id)
    .orderBy(asc(products.id))
}
export type FamilyQueryRow = Awaited<ReturnType<typeof familyRows>>[number]
