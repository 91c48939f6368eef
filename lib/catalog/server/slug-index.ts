import 'server-only'

/**
 * Every product's canonical pdp per language, held in memory and reloaded (lib/cache/ttl-table.ts), so the
 * proxy canonicalises product addresses without a query.
 */
import { z } from 'zod'
import type { Language } from '@/lib/config/markets'
import { getDb } from '@/lib/db'
import { processSingleton } from '@/lib/cache/process-singleton'
import { createTtlTable } from '@/lib/cache/ttl-table'
import { productSlug } from '../rules/product-slug'
import { loadProductSlugs, type ProductSlugRow } from './store/slugs'
import { logFailure } from '@/lib/http/server/failure'

/**
 * The canonical pdp of a product in a language; null when there is no such product; undefined when the
 * index is not available (the page then resolves the product itself).
 */
export type ProductSlugLookup = (language: Language, id: number) => string | null | undefined

export const unavailableSlugLookup: ProductSlugLookup = () => undefined

export function buildSlugLookup(rows: readonly ProductSlugRow[]): ProductSlugLookup {
  const index = new Map<string, string>()
  for (const row of rows) index.set(`${row.language}:${row.id}`, productSlug(row.slug, row.id))
  return (language, id) => index.get(`${language}:${id}`) ?? null
}

const ttlSchema = z.coerce.number().int().min(0).default(300_000)

/** proxy.ts canonicalises product addresses with this (spec 01 §2 product number). */
export function getProductSlugLookup(): Promise<ProductSlugLookup> {
  return processSingleton('__storefrontProductSlugs', () =>
    createTtlTable({
      load: async () => loadProductSlugs(await getDb()),
      build: buildSlugLookup,
      empty: unavailableSlugLookup,
      ttlMs: ttlSchema.parse(process.env.PRODUCT_SLUGS_TTL_MS || undefined),
      onError: (error) => logFailure('[catalog] cannot load product slugs; pages resolve them', error),
    }),
  ).lookup()
}
