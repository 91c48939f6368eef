import 'server-only'

/**
 * Product search (the search page of spec 01 §2): full-text search in the page's language, results as
 * a listing with the same filters, facets and sort. When the words as typed find fewer than FEW_HITS
 * products, the search runs again with typo corrections from the catalog's vocabulary
 * (lib/catalog/rules/search/terms.ts).
 */
import { z } from 'zod'
import { BoundedCache } from '@/lib/cache/bounded-cache'
import { perObject } from '@/lib/cache/per-object'
import type { CatalogIndex } from '@/lib/catalog/rules/listing/catalog-index'
import { getCatalogIndex } from '@/lib/catalog/server/listing/index-cache'
import { PRODUCT_TTL_MS } from '@/lib/catalog/server/listing/page-products'
import {
  pageOptionsSchema,
  runListing,
  type ListingResult,
  type PageOptions,
} from '@/lib/catalog/server/listing/query'
import type { Language } from '@/lib/config/markets'
import type { Db } from '@/lib/db/client'
import {
  correctedQuery,
  matchTerms,
  queryTerms,
  SEARCH_LIMITS,
  tsqueryText,
  type TermMatch,
} from '../../rules/search/terms'
import { textSearch, type TextHit } from './text-search'

export const FEW_HITS = 5

export interface SearchResult extends ListingResult {
  /** The query as given (trimmed). */
  query: string
  /** Same as total: the name tracking's frontend_view_item_list uses (spec 02 §7). */
  totalHits: number
  /** The query as corrected when typo corrections found the results, else null. */
  correctedQuery: string | null
}

const searchOptionsSchema = pageOptionsSchema.extend({
  q: z.string().trim().max(SEARCH_LIMITS.queryLength),
})
export type SearchOptions = PageOptions & { q: string }

interface Found {
  hits: TextHit[]
  matches: TermMatch[]
  corrected: string | null
}

/**
 * Answers per index, like the listing's products (lib/catalog/server/listing/page-products.ts): a search and
 * its suggestions ask the same words again and again, and the full-text statement is most of their
 * time. Bounded by the hits held, so one answer of a huge catalog cannot take everything.
 */
const MAX_CACHED_HITS = 100_000
const answersOf = (index: CatalogIndex) =>
  perObject(
    '__storefrontSearchAnswers',
    index,
    () => new BoundedCache<Promise<Found>>({ ttlMs: PRODUCT_TTL_MS, maxWeight: MAX_CACHED_HITS }),
  )

/** Text hits for a query, with the typo fallback. Shared with the suggestions. */
export function findText(
  db: Db,
  index: CatalogIndex,
  q: string,
  language: Language,
  ranked: boolean,
): Promise<Found> {
  const terms = queryTerms(q)
  // The answer depends on the terms only: case, punctuation and repeats of the same words share it.
  const key = `${language}|${ranked ? 'ranked' : 'unranked'}|${terms.join(' ')}`
  const cache = answersOf(index)
  const cached = cache.get(key)
  if (cached) return cached
  const found = searchTerms(db, index, terms, language, ranked)
  cache.set(key, found)
  found.then(
    // Weighed once known; a failed search is not kept.
    (answer) => cache.get(key) === found && cache.set(key, found, Date.now(), answer.hits.length + 1),
    () => cache.get(key) === found && cache.delete(key),
  )
  return found
}

async function searchTerms(
  db: Db,
  index: CatalogIndex,
  terms: string[],
  language: Language,
  ranked: boolean,
): Promise<Found> {
  const vocabulary = index.vocabulary[language]
  const matches = matchTerms(terms, vocabulary, { typos: false })
  const hits = await textSearch(db, tsqueryText(matches), language, ranked)
  if (hits.length >= FEW_HITS || terms.length === 0) return { hits, matches, corrected: null }
  const widened = matchTerms(terms, vocabulary, { typos: true })
  const text = tsqueryText(widened)
  if (text === tsqueryText(matches)) return { hits, matches, corrected: null }
  const more = await textSearch(db, text, language, ranked)
  return more.length > hits.length
    ? { hits: more, matches: widened, corrected: correctedQuery(widened, vocabulary) }
    : { hits, matches, corrected: null }
}

export async function searchProducts(db: Db, options: SearchOptions): Promise<SearchResult> {
  const parsed = searchOptionsSchema.parse(options)
  const index = await getCatalogIndex(db)
  const { hits, corrected } = await findText(
    db,
    index,
    parsed.q,
    parsed.language,
    parsed.sort === 'Relevancy:desc',
  )
  const slots: number[] = []
  const rank = new Map<number, number>()
  for (const hit of hits) {
    const slot = index.slotOf.get(hit.id)
    // Inactive products are not in the index: search never shows them.
    if (slot === undefined) continue
    slots.push(slot)
    rank.set(slot, hit.rank)
  }
  const result = await runListing(db, index, { slots, rank }, parsed, index.categories.roots)
  return { category: null, ...result, query: parsed.q, totalHits: result.total, correctedQuery: corrected }
}
