import 'server-only'

/**
 * Every product's variants by reference key and id, held in memory and reloaded (lib/cache/ttl-table.ts),
 * so the proxy can send `?variant=` (spec 01 §2) to one cached page per real variant without a query.
 */
import { z } from 'zod'
import { processSingleton } from '@/lib/cache/process-singleton'
import { createTtlTable } from '@/lib/cache/ttl-table'
import { getDb } from '@/lib/db'
import { logFailure } from '@/lib/http/server/failure'
import { loadVariantKeys, type VariantKeyRow } from './store/variant-keys'

/**
 * The reference key of the product's variant named by `key` (its reference key or its id, as spec 01 §4
 * "current variant" reads the parameter); null when the product has no such variant; undefined when the
 * index is not available (the page then shows the default variant and the browser picks).
 */
export type VariantKeyLookup = (productId: number, key: string) => string | null | undefined

export const unavailableVariantLookup: VariantKeyLookup = () => undefined

export function buildVariantLookup(rows: readonly VariantKeyRow[]): VariantKeyLookup {
  const index = new Map<string, string>()
  for (const row of rows) {
    index.set(`${row.productId}:${row.referenceKey}`, row.referenceKey)
    index.set(`${row.productId}:${row.id}`, row.referenceKey)
  }
  return (productId, key) => index.get(`${productId}:${key.trim()}`) ?? null
}

const ttlSchema = z.coerce.number().int().min(0).default(300_000)

/** proxy.ts normalises `?variant=` with this; the same reload period as the product slugs. */
export function getVariantKeyLookup(): Promise<VariantKeyLookup> {
  return processSingleton('__storefrontVariantKeys', () =>
    createTtlTable({
      load: async () => loadVariantKeys(await getDb()),
      build: buildVariantLookup,
      empty: unavailableVariantLookup,
      ttlMs: ttlSchema.parse(process.env.PRODUCT_SLUGS_TTL_MS || undefined),
      onError: (error) =>
        logFailure('[catalog] cannot load variant keys; pages show the default variant', error),
    }),
  ).lookup()
}
