import 'server-only'

/** Builds the listing index (../../rules/listing/catalog-index.ts) from what ./index-source.ts read. Pure. */
import { slugify } from '@/lib/catalog/rules/product-slug'
import { pickLabel } from '@/lib/catalog/rules/localize'
import { vocabularyOf } from '@/lib/catalog/rules/search/terms'
import { CURRENCIES, LANGUAGES, type Currency, type Language } from '@/lib/config/markets'
import type { StoredLabel } from '@/lib/db/schema'
import type {
  CatalogIndex,
  CategoryNode,
  CategoryTree,
  PriceColumns,
} from '../../rules/listing/catalog-index'
import { FILTERS, isTokenFilter, type FilterParam } from '../../rules/listing/filters'
import { flagOf, labelMap, labelSource, parseNumber, TokenColumnBuilder, tokenValues } from './index-columns'
import type { IndexSource } from './index-source'

function categoryTree(source: IndexSource, members: Map<number, number[]>): CategoryTree {
  const byId = new Map<number, CategoryNode>()
  const bySlug = Object.fromEntries(LANGUAGES.map((l) => [l, new Map<string, number>()])) as Record<
    Language,
    Map<string, number>
  >
  const byKey = new Map<string, number>()
  for (const row of source.categories) {
    const texts = Object.fromEntries(
      LANGUAGES.map((l) => {
        const [name, slug] = row.texts[l] ?? row.texts.de ?? [row.key, row.key]
        return [l, { name, slug }]
      }),
    ) as CategoryNode['texts']
    byId.set(row.id, { ...row, texts, children: [] })
    byKey.set(row.key, row.id)
    for (const l of LANGUAGES) if (row.texts[l]) bySlug[l].set(texts[l].slug, row.id)
  }
  const roots: number[] = []
  const nodes = [...byId.values()].sort((a, b) => a.position - b.position || a.id - b.id)
  for (const node of nodes) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId)
    if (parent) parent.children.push(node.id)
    else roots.push(node.id)
  }
  const slots = new Map([...members].map(([id, list]) => [id, Int32Array.from(list)]))
  return { byId, roots, byKey, bySlug, members: slots }
}

export function buildCatalogIndex(source: IndexSource): CatalogIndex {
  const products = source.products
  const size = products.length
  const ids = Int32Array.from(products, (p) => p[0])
  const slotOf = new Map(products.map((p, slot) => [p[0], slot]))
  const variantsBy = new Map(source.variants.map((v) => [v[0], v]))
  const categoriesBy = new Map(source.productCategories.map((c) => [c[0], c[1]]))
  const brandSlugs = new Map(source.brands.map(([id, name]) => [id, slugify(name)]))
  const brandNames = new Map(source.brands.map(([, name]) => [slugify(name), name]))
  const labels = labelMap(source)
  const categoryNames = new Map(
    source.categories.map((c) => [
      String(c.id),
      Object.fromEntries(LANGUAGES.map((l) => [l, c.texts[l]?.[0] ?? c.key])) as StoredLabel,
    ]),
  )

  const prices = Object.fromEntries(
    CURRENCIES.map((c) => [
      c,
      {
        min: new Int32Array(size).fill(-1),
        max: new Int32Array(size).fill(-1),
        sale: new Int16Array(size).fill(-1),
      },
    ]),
  ) as Record<Currency, PriceColumns>
  for (const [id, currency, min, max, sale] of source.prices) {
    const slot = slotOf.get(id)
    const columns = prices[currency]
    if (slot === undefined || !columns) continue
    columns.min[slot] = min
    columns.max[slot] = max
    columns.sale[slot] = sale !== null && sale > 0 ? sale : -1
  }

  const tokens = FILTERS.filter(isTokenFilter).map((f) => {
    const key = labelSource(f.source)
    const labelOf = (value: string): StoredLabel | null =>
      f.source.from === 'brand'
        ? (brandNames.get(value) ?? null)
        : f.source.from === 'category'
          ? (categoryNames.get(value) ?? null)
          : key
            ? (labels.get(`${key}\u0000${value}`) ?? null)
            : null
    return { param: f.param, source: f.source, labelOf, builder: new TokenColumnBuilder(size) }
  })
  const flagSources = FILTERS.flatMap((f) =>
    f.kind === 'boolean' && f.source.from !== 'sale' ? [[f.param, f.source] as const] : [],
  )
  const shared = new Map<FilterParam, Uint8Array>(flagSources.map(([param]) => [param, new Uint8Array(size)]))

  const members = new Map<number, number[]>()
  const popularity = new Int32Array(size)
  const isNew = new Uint8Array(size)
  const firstLive = new Float64Array(size)
  const ratingTenths = new Int16Array(size).fill(-1)
  const ratingCount = new Int32Array(size)
  const fastestDays = new Int32Array(size).fill(-1)

  products.forEach((p, slot) => {
    const variant = variantsBy.get(p[0])
    const categories = categoriesBy.get(p[0]) ?? []
    popularity[slot] = p[3]
    isNew[slot] = p[2] ? 1 : 0
    firstLive[slot] = p[4]
    const average = parseNumber(p[11])
    const count = parseNumber(p[12])
    if (Number.isFinite(average) && count > 0) {
      ratingTenths[slot] = Math.round(Math.min(5, Math.max(0, average)) * 10)
      ratingCount[slot] = Math.floor(count)
    }
    if (variant && variant[1] && variant[3] !== null) fastestDays[slot] = variant[3]
    for (const id of categories) {
      const list = members.get(id)
      if (list) list.push(slot)
      else members.set(id, [slot])
    }
    for (const [param, flagSource] of flagSources) {
      if (flagOf(flagSource, p, variant)) (shared.get(param) as Uint8Array)[slot] = 1
    }
    for (const t of tokens)
      t.builder.push(tokenValues(t.source, p, variant, categories, brandSlugs), t.labelOf)
  })

  const flags = Object.fromEntries(
    CURRENCIES.map((c) => {
      const map = new Map(shared)
      map.set(
        'sale',
        Uint8Array.from(prices[c].sale, (s) => (s > 0 ? 1 : 0)),
      )
      return [c, map]
    }),
  ) as Record<Currency, Map<FilterParam, Uint8Array>>

  const columns = new Map(tokens.map((t) => [t.param, t.builder.build()]))
  // Keyword words (brands, categories, colours, motifs …) are labels the index holds already.
  const vocabulary = Object.fromEntries(
    LANGUAGES.map((language) => {
      const lines = [...source.names[language]]
      for (const column of columns.values()) {
        column.labels.forEach((label, n) =>
          lines.push(pickLabel(label ?? undefined, language) ?? column.values[n] ?? ''),
        )
      }
      return [language, vocabularyOf(lines)]
    }),
  ) as Record<Language, string[]>

  return {
    size,
    ids,
    slotOf,
    popularity,
    isNew,
    firstLive,
    ratingTenths,
    ratingCount,
    fastestDays,
    prices,
    flags,
    tokens: columns,
    categories: categoryTree(source, members),
    vocabulary,
    orders: new Map(),
    fingerprint: source.fingerprint,
  }
}
