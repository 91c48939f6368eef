/**
 * How alike two products of the same category are, 0..1: shared attribute values (colour, motif,
 * sub-brand, bulky goods…), the same brand, and how close the prices are. Pure, so the ranking of the
 * alternatives slot is tested without a database.
 */
import type { StoredAttributes } from '@/lib/db/schema'

export interface SimilarityFacts {
  brandId: number
  attributes: StoredAttributes
}

/** Bookkeeping attributes that say nothing about what a product is like. */
const NOT_DESCRIPTIVE = new Set(['warengruppe', 'anzahlBewertungen', 'durchschnittBewertungen', 'name'])

export const SIMILARITY_WEIGHTS = { attributes: 0.5, brand: 0.2, price: 0.3 } as const

export function attributeTokens(attributes: StoredAttributes): Set<string> {
  const tokens = new Set<string>()
  for (const [key, stored] of Object.entries(attributes)) {
    if (NOT_DESCRIPTIVE.has(key)) continue
    for (const entry of Array.isArray(stored) ? stored : [stored]) {
      if (entry && typeof entry.value === 'string') tokens.add(`${key}=${entry.value}`)
    }
  }
  return tokens
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0
  let shared = 0
  for (const token of a) if (b.has(token)) shared++
  return shared / (a.size + b.size - shared)
}

/**
 * `priceDistance` is |ln(candidate price / item price)| in a currency both have (0: same price,
 * ln 2: one costs double), null when they share none.
 */
export function similarity(
  item: SimilarityFacts,
  candidate: SimilarityFacts,
  priceDistance: number | null,
): number {
  const attributes = jaccard(attributeTokens(item.attributes), attributeTokens(candidate.attributes))
  const brand = item.brandId === candidate.brandId ? 1 : 0
  const price =
    priceDistance === null || !Number.isFinite(priceDistance) ? 0 : Math.exp(-Math.abs(priceDistance))
  const score =
    SIMILARITY_WEIGHTS.attributes * attributes +
    SIMILARITY_WEIGHTS.brand * brand +
    SIMILARITY_WEIGHTS.price * price
  return Math.round(score * 10_000) / 10_000
}
