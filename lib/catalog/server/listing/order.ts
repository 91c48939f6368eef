import 'server-only'

/**
 * Sort orders (../../rules/listing/sort.ts) and paging. Each order is computed once over the whole
 * catalog and kept in the index; a page is then the matched products picked from it in order, stopping
 * at the page's end, with no per-request sort. Search's relevancy (text rank) differs per query and is
 * sorted per request.
 */
import { sql } from 'drizzle-orm'
import type { Currency, Language } from '@/lib/config/markets'
import type { Db } from '@/lib/db/client'
import type { CatalogIndex } from '../../rules/listing/catalog-index'
import { jsonValue } from './index-source'
import type { SortOption } from '../../rules/listing/sort'

type Compare = (a: number, b: number) => number

function comparator(index: CatalogIndex, sort: SortOption, currency: Currency): Compare {
  const { ids, popularity } = index
  const byId: Compare = (a, b) => (ids[a] as number) - (ids[b] as number)
  const desc =
    (column: ArrayLike<number>): Compare =>
    (a, b) =>
      (column[b] as number) - (column[a] as number)
  // Missing values (-1) sort last in both directions.
  const present =
    (column: ArrayLike<number>, direction: 1 | -1): Compare =>
    (a, b) => {
      const x = column[a] as number
      const y = column[b] as number
      if (x < 0 || y < 0) return (x < 0 ? 1 : 0) - (y < 0 ? 1 : 0)
      return direction * (x - y)
    }
  const chain =
    (...parts: Compare[]): Compare =>
    (a, b) => {
      for (const part of parts) {
        const r = part(a, b)
        if (r !== 0) return r
      }
      return 0
    }
  switch (sort) {
    case 'Relevancy:desc':
      return chain(desc(popularity), byId)
    case 'Price:asc':
      return chain(present(index.prices[currency].min, 1), byId)
    case 'Price:desc':
      return chain(present(index.prices[currency].min, -1), byId)
    case 'New:desc':
      return chain(desc(index.isNew), desc(index.firstLive), byId)
    case 'Rating:desc':
      return chain(present(index.ratingTenths, -1), desc(index.ratingCount), byId)
    case 'Sale:desc':
      return chain(present(index.prices[currency].sale, -1), desc(popularity), byId)
    case 'Name:asc':
      throw new Error('the name order depends on the language: see nameOrder')
  }
}

function allSlots(index: CatalogIndex): number[] {
  return Array.from({ length: index.size }, (_, slot) => slot)
}

/** Names sorted with the language's collation: distinct names are few, so they are ranked first. */
async function nameOrder(db: Db, index: CatalogIndex, language: Language): Promise<Int32Array> {
  const rows = await jsonValue<Array<[number, string]>>(
    db,
    sql`select coalesce(json_agg(json_build_array(product_id, name)), '[]') as v
      from product_texts where language = ${language}`,
  )
  const nameOf = new Map(rows)
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' })
  const distinct = [...new Set(rows.map(([, name]) => name))].sort(collator.compare)
  const rank = new Map(distinct.map((name, i) => [name, i]))
  const rankOf = Int32Array.from({ length: index.size }, (_, slot) => {
    const name = nameOf.get(index.ids[slot] as number)
    return name === undefined ? distinct.length : (rank.get(name) as number)
  })
  return Int32Array.from(
    allSlots(index).sort(
      (a, b) =>
        (rankOf[a] as number) - (rankOf[b] as number) || (index.ids[a] as number) - (index.ids[b] as number),
    ),
  )
}

/** The whole catalog in a sort order, computed on first use and kept with the index. */
export function globalOrder(
  db: Db,
  index: CatalogIndex,
  sort: SortOption,
  currency: Currency,
  language: Language,
): Promise<Int32Array> {
  const key = sort === 'Name:asc' ? `${sort}|${language}` : `${sort}|${currency}`
  let order = index.orders.get(key)
  if (!order) {
    order =
      sort === 'Name:asc'
        ? nameOrder(db, index, language)
        : Promise.resolve(Int32Array.from(allSlots(index).sort(comparator(index, sort, currency))))
    index.orders.set(key, order)
    // A failed read is not kept: the next request tries again.
    order.catch(() => index.orders.delete(key))
  }
  return order
}

export interface PageWindow {
  page: number
  perPage: number
}

/** The matched slots of one page, walking a whole-catalog order. */
export function pickPage(order: Int32Array, matched: Int32Array, size: number, window: PageWindow): number[] {
  const start = (window.page - 1) * window.perPage
  if (start >= matched.length) return []
  const marked = new Uint8Array(size)
  for (const slot of matched) marked[slot] = 1
  const page: number[] = []
  let seen = 0
  for (const slot of order) {
    if (!marked[slot]) continue
    if (seen++ < start) continue
    page.push(slot)
    if (page.length === window.perPage) break
  }
  return page
}

/** Search relevancy: text rank, then the bestseller score, then the product number. */
export function rankedPage(
  index: CatalogIndex,
  matched: Int32Array,
  rank: ReadonlyMap<number, number>,
  window: PageWindow,
): number[] {
  const start = (window.page - 1) * window.perPage
  if (start >= matched.length) return []
  const { ids, popularity } = index
  return Array.from(matched)
    .sort(
      (a, b) =>
        (rank.get(b) ?? 0) - (rank.get(a) ?? 0) ||
        (popularity[b] as number) - (popularity[a] as number) ||
        (ids[a] as number) - (ids[b] as number),
    )
    .slice(start, start + window.perPage)
}
