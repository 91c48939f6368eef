import 'server-only'

/** What the listing index reads off each product row of ./index-source.ts: tokens, flags, labels. */
import type { StoredLabel } from '@/lib/db/schema'
import type { TokenColumn } from '../../rules/listing/catalog-index'
import { INDEXED_PRODUCT_ATTRIBUTES, type FlagSource, type TokenSource } from '../../rules/listing/filters'
import { AXIS_SEPARATOR, type IndexSource, type ProductFactsRow, type VariantFactsRow } from './index-source'

/** Appends products in slot order, so the compressed rows are written directly. */
export class TokenColumnBuilder {
  private readonly data: number[] = []
  private readonly offsets: Int32Array
  private readonly values: string[] = []
  private readonly numbers = new Map<string, number>()
  private readonly labels: Array<StoredLabel | null> = []
  private slot = 0

  constructor(size: number) {
    this.offsets = new Int32Array(size + 1)
  }

  /** The values of the next slot. */
  push(values: readonly string[], labelOf: (value: string) => StoredLabel | null): void {
    const start = this.data.length
    for (const value of values) {
      let n = this.numbers.get(value)
      if (n === undefined) {
        n = this.values.length
        this.values.push(value)
        this.labels.push(labelOf(value))
        this.numbers.set(value, n)
      }
      if (!this.data.includes(n, start)) this.data.push(n)
    }
    this.offsets[++this.slot] = this.data.length
  }

  build(): TokenColumn {
    const { values, numbers, labels, offsets } = this
    return { values, numbers, labels, offsets, data: Int32Array.from(this.data) }
  }
}

const attributePosition = new Map(INDEXED_PRODUCT_ATTRIBUTES.map((key, i) => [key, i]))

function productAttribute(p: ProductFactsRow, attribute: string): string | null {
  const position = attributePosition.get(attribute)
  return position === undefined ? null : (p[8][position] ?? null)
}

export function parseNumber(text: string | null): number {
  // Labels and values may use a decimal comma ('4,3').
  return text === null ? Number.NaN : Number(text.replace(',', '.'))
}

export function tokenValues(
  source: TokenSource,
  p: ProductFactsRow,
  variant: VariantFactsRow | undefined,
  categories: readonly number[],
  brandSlugs: ReadonlyMap<number, string>,
): readonly string[] {
  switch (source.from) {
    case 'productAttribute': {
      const value = productAttribute(p, source.attribute)
      return value === null ? [] : [value]
    }
    case 'colors':
      return p[13]
    case 'variantAttribute': {
      const prefix = `${source.attribute}${AXIS_SEPARATOR}`
      return (variant?.[5] ?? []).filter((a) => a.startsWith(prefix)).map((a) => a.slice(prefix.length))
    }
    case 'brand': {
      const slug = brandSlugs.get(p[1])
      return slug ? [slug] : []
    }
    case 'category':
      return categories.map(String)
    case 'collections':
      return p[5]
    case 'promotion':
      return p[6] ? [p[6]] : []
    case 'themes':
      return p[7]
  }
}

export function flagOf(
  source: Exclude<FlagSource, { from: 'sale' }>,
  p: ProductFactsRow,
  v?: VariantFactsRow,
) {
  switch (source.from) {
    case 'productAttribute':
      return productAttribute(p, source.attribute)?.toLowerCase() === source.equals.toLowerCase()
    case 'advancedAttribute':
      return source.attribute === 'vppArticle'
        ? p[9]?.toUpperCase() === (source.equals ?? '').toUpperCase()
        : source.attribute === 'virtuelleBundles' && p[10]
    case 'new':
      return p[2]
    case 'deliverable':
      return v?.[1] ?? false
    case 'preorder':
      return v?.[2] ?? false
    case 'scalePrices':
      return v?.[4] ?? false
  }
}

/** Label sources stored as { id, label } rather than { value, label }. */
const ID_KEYED = new Set(['promotion', 'theme', 'collection'])

/** 'product:farbe' + 'rot' → label, from the stored { value, label } objects (or { id, label }). */
export function labelMap(source: IndexSource): Map<string, StoredLabel | null> {
  const map = new Map<string, StoredLabel | null>()
  const add = (key: string, stored: unknown, idField: 'value' | 'id') => {
    if (Array.isArray(stored)) return stored.forEach((s) => add(key, s, idField))
    if (typeof stored !== 'object' || stored === null) return
    const record = stored as Record<string, unknown>
    const value = record[idField]
    if (typeof value !== 'string') return
    const label = record.label
    map.set(
      `${key}\u0000${value}`,
      typeof label === 'string' || typeof label === 'object' ? (label as StoredLabel) : null,
    )
  }
  for (const [key, stored] of source.labels) {
    if (key === 'variants' && typeof stored === 'object' && stored !== null) {
      for (const [attribute, value] of Object.entries(stored)) add(`variant:${attribute}`, value, 'value')
    } else add(key, stored, ID_KEYED.has(key) ? 'id' : 'value')
  }
  return map
}

export function labelSource(source: TokenSource): string | null {
  switch (source.from) {
    case 'productAttribute':
    case 'colors':
      return `product:${source.attribute}`
    case 'variantAttribute':
      return `variant:${source.attribute}`
    case 'promotion':
      return 'promotion'
    case 'themes':
      return 'theme'
    case 'collections':
      return 'collection'
    default:
      return null
  }
}
