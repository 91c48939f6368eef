import 'server-only'

/**
 * The products a promotion block (spec 01 §2: basket direct add, bundle promotion, promotion product)
 * names, in the editor's order. Products that are unknown, inactive or have no price in the market's
 * currency are left out with a warning for the editor's logs: the block never shows a made-up product.
 */
import type { Currency, Language } from '@/lib/config/markets'
import { getDb } from '@/lib/db'
import { readPageProducts } from '@/lib/catalog/server/listing/read'
import type { Product } from '@/lib/catalog/rules/types'

export async function promoProducts(request: {
  ids: readonly number[]
  language: Language
  currency: Currency
  /** The block's Storyblok name and uid, so the warning says where to look. */
  block: string
}): Promise<Product[]> {
  if (request.ids.length === 0) return []
  const db = await getDb()
  const found = await readPageProducts(db, request.ids, request.language, request.currency)
  const active = found.filter((product) => product.isActive)
  const shown = new Set(active.map((product) => product.id))
  const missing = request.ids.filter((id) => !shown.has(id))
  if (missing.length > 0) {
    console.warn(
      `[blocks] ${request.block}: product ${missing.join(', ')} unknown, inactive or without a ${request.currency} price; left out`,
    )
  }
  return active
}
