import 'server-only'

/**
 * The reads the listing index is built from. Each statement answers one JSON value: on PGlite, one
 * aggregated value parses many times faster than the same data as rows.
 */
import { sql, type SQL } from 'drizzle-orm'
import { PREORDER_MIN_DAYS } from '@/lib/catalog/rules/availability'
import { LANGUAGES, type Currency, type Language } from '@/lib/config/markets'
import type { Db } from '@/lib/db/client'
import {
  INDEXED_PRODUCT_ATTRIBUTES,
  INDEXED_VARIANT_ATTRIBUTES,
  LABELLED_PRODUCT_ATTRIBUTES,
} from '../../rules/listing/filters'

export type ProductFactsRow = [
  id: number,
  brandId: number,
  isNew: boolean,
  popularity: number,
  firstLiveMs: number,
  collections: string[],
  promotionId: string | null,
  themeIds: string[],
  /** Values of INDEXED_PRODUCT_ATTRIBUTES, in that order (machine values, not labels). */
  attributes: Array<string | null>,
  vppArticle: string | null,
  hasBundle: boolean,
  ratingAverage: string | null,
  ratingCount: string | null,
  /** Palette codes of the colourway: the values of the farbe attribute. */
  colors: string[],
]
export type PriceRangeRow = [id: number, currency: Currency, min: number, max: number, sale: number | null]
export type VariantFactsRow = [
  id: number,
  deliverable: boolean,
  preorder: boolean,
  fastestDays: number | null,
  scalePrices: boolean,
  /** 'attribute\u001fvalue' of the variants' size-like attributes. */
  axes: string[] | null,
]
export type ProductCategoriesRow = [id: number, categoryIds: number[]]
export interface CategorySourceRow {
  id: number
  parentId: number | null
  key: string
  depth: number
  position: number
  label: string
  pathIds: number[]
  texts: Partial<Record<Language, [name: string, slug: string]>>
}
/**
 * A stored value with its label, as the catalog holds it: { value, label } (or a list of them) for
 * 'product:<attribute>', a variant's whole attribute bag for 'variants', { id, label } for
 * 'promotion', 'theme' and 'collection'.
 */
export type LabelRow = [source: string, stored: unknown]

export interface IndexSource {
  products: ProductFactsRow[]
  prices: PriceRangeRow[]
  variants: VariantFactsRow[]
  productCategories: ProductCategoriesRow[]
  categories: CategorySourceRow[]
  brands: Array<[id: number, name: string]>
  labels: LabelRow[]
  /** Distinct product names per language: the search vocabulary is cut from them and the labels. */
  names: Record<Language, string[]>
  fingerprint: string
}

export const AXIS_SEPARATOR = '\u001f'

/** Runs a statement selecting one JSON value named `v`. */
export async function jsonValue<T>(db: Db, query: SQL): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ v: T }> }
  const row = result.rows[0]
  if (!row) throw new Error('listing index: a read answered no row')
  return row.v
}

/** Changes when products are added, removed or touched (see ./index-cache.ts). */
export function readFingerprint(db: Db): Promise<string> {
  return jsonValue<string>(db, sql`select concat_ws('|', count(*), max(updated_at)) as v from products`)
}

// 'masse\u001f30x50' per size-like attribute a variant has; concat_ws skips the ones it has not.
const AXIS_LIST_SEPARATOR = '\u001e'
const variantAxes = sql.join(
  INDEXED_VARIANT_ATTRIBUTES.map(
    (key) => sql`${key} || ${AXIS_SEPARATOR} || (v.attributes -> ${key} ->> 'value')`,
  ),
  sql`, `,
)
// `->> 'value'` per key: on PGlite several times cheaper than walking the attribute bag with jsonb_each.
const productAttributeValues = sql.join(
  INDEXED_PRODUCT_ATTRIBUTES.map((key) => sql`p.attributes -> ${key} ->> 'value'`),
  sql`, `,
)

export async function readIndexSource(db: Db): Promise<IndexSource> {
  // One after the other: PGlite runs one statement at a time anyway, and PostgreSQL gets a steady load.
  const fingerprint = await readFingerprint(db)
  const products = await jsonValue<ProductFactsRow[]>(
    db,
    sql`select coalesce(json_agg(json_build_array(p.id, p.brand_id, p.is_new, p.popularity,
        floor(extract(epoch from p.first_live_at) * 1000)::float8, p.collections, p.promotion ->> 'id',
        jsonb_path_query_array(p.themes, '$[*].id'), json_build_array(${productAttributeValues}),
        p.advanced_attributes ->> 'vppArticle', p.advanced_attributes ? 'virtuelleBundles',
        p.attributes -> 'durchschnittBewertungen' ->> 'value', p.attributes -> 'anzahlBewertungen' ->> 'value', p.colors
      )), '[]') as v
      from products p where p.is_active`,
  )
  const prices = await jsonValue<PriceRangeRow[]>(
    db,
    sql`select coalesce(json_agg(json_build_array(product_id, currency, min_with_tax, max_with_tax, sale_percent)), '[]') as v
      from product_price_ranges`,
  )
  const variants = await jsonValue<VariantFactsRow[]>(
    db,
    sql`select coalesce(json_agg(json_build_array(product_id, deliverable, preorder, fastest, scale,
        string_to_array(nullif(axes, ''), ${AXIS_LIST_SEPARATOR}))), '[]') as v
      from (select v.product_id,
          bool_or(v.bvc in (1, 2)) as deliverable,
          bool_or(v.bvc = 2 and v.delivery_days_to >= ${PREORDER_MIN_DAYS}) as preorder,
          min(v.delivery_days_to) filter (where v.bvc in (1, 2)) as fastest,
          bool_or(v.scale_amount1 is not null) as scale,
          string_agg(distinct concat_ws(${AXIS_LIST_SEPARATOR}, ${variantAxes}), ${AXIS_LIST_SEPARATOR}) as axes
        from variants v group by v.product_id) x`,
  )
  const productCategories = await jsonValue<ProductCategoriesRow[]>(
    db,
    sql`select coalesce(json_agg(json_build_array(product_id, ids)), '[]') as v
      from (select product_id, array_agg(category_id order by category_id) as ids
        from product_categories group by product_id) x`,
  )
  const categories = await jsonValue<CategorySourceRow[]>(
    db,
    sql`select coalesce(json_agg(json_build_object('id', c.id, 'parentId', c.parent_id, 'key', c.key,
        'depth', c.depth, 'position', c.position, 'label', c.label, 'pathIds', c.path_ids,
        'texts', (select json_object_agg(t.language, json_build_array(t.name, t.slug))
          from category_texts t where t.category_id = c.id)) order by c.id), '[]') as v
      from categories c`,
  )
  const brands = await jsonValue<Array<[number, string]>>(
    db,
    sql`select coalesce(json_agg(json_build_array(id, name) order by id), '[]') as v from brands`,
  )
  const labels = await jsonValue<LabelRow[]>(db, labelsQuery())
  const names = await jsonValue<Partial<Record<Language, string[]>>>(
    db,
    sql`select coalesce(json_object_agg(language, names), '{}') as v
      from (select language, json_agg(name) as names
        from (select language, name from product_texts group by language, name) d group by language) x`,
  )
  return {
    products,
    prices,
    variants,
    productCategories,
    categories,
    brands,
    labels,
    names: Object.fromEntries(LANGUAGES.map((l) => [l, names[l] ?? []])) as Record<Language, string[]>,
    fingerprint,
  }
}

/**
 * The distinct stored values of the labelled attributes: few, however many products there are. One
 * scan per product attribute (cheaper on PGlite than one scan unnesting them all); the variants' whole
 * attribute bags, which hold only their size-like attributes.
 */
function labelsQuery(): SQL {
  const productValues = LABELLED_PRODUCT_ATTRIBUTES.map(
    (key) =>
      sql`select distinct 'product:' || ${key}, attributes -> ${key} from products where attributes ? ${key}`,
  )
  return sql`select coalesce(json_agg(json_build_array(s, x)), '[]') as v from (
      ${sql.join(productValues, sql` union all `)}
      union all select distinct 'variants', attributes from variants where attributes <> '{}'
      union all select distinct 'promotion', promotion from products where promotion is not null
      union all select distinct 'theme', t from products cross join lateral jsonb_array_elements(themes) t
      union all select 'collection', jsonb_build_object('id', code, 'label', name) from collections
    ) l(s, x)`
}
