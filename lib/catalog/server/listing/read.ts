import 'server-only'

/**
 * The products of one listing page in ONE statement answering one JSON value, assembled by the same
 * code as the product page (lib/catalog/server/store/assemble.ts). The store's getProductsByIds reads the
 * same data in four row-returning queries; on PGlite a page of 24 costs several times as much that way.
 */
import { getTableColumns, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { assembleProduct } from '@/lib/catalog/server/store/assemble'
import type {
  CategoryPathRow,
  FamilyQueryRow,
  ProductQueryRow,
  VariantQueryRow,
} from '@/lib/catalog/server/store/product-queries'
import type { Product } from '@/lib/catalog/rules/types'
import type { Currency, Language } from '@/lib/config/markets'
import type { Db } from '@/lib/db/client'
import { products, variantPrices, variants } from '@/lib/db/schema'
import { jsonValue } from './index-source'
import { groupBy } from '@/lib/catalog/server/store/group-by'

interface PageJson {
  products: Array<{ product: Record<string, unknown>; brandName: string; name: string; slug: string }>
  variants: Array<{ variant: Record<string, unknown>; price: Record<string, unknown> }>
  categories: CategoryPathRow[]
  family: FamilyQueryRow[]
}

/** A row of `to_jsonb(table)` (column names) → the row drizzle would have selected (property names, types). */
function decodeRow<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const raw = json[column.name]
    row[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw)
  }
  return row as T['$inferSelect']
}

function pageQuery(ids: readonly number[], language: Language, currency: Currency) {
  const wanted = sql`(select unnest(${sql.param(ids)}::int[]))`
  return sql`select json_build_object(
    'products', (select coalesce(json_agg(json_build_object('product', to_jsonb(p), 'brandName', b.name,
        'name', t.name, 'slug', t.slug)), '[]')
      from products p join brands b on b.id = p.brand_id
      join product_texts t on t.product_id = p.id and t.language = ${language}
      where p.id in ${wanted}),
    'variants', (select coalesce(json_agg(json_build_object('variant', to_jsonb(v), 'price', to_jsonb(vp))
        order by v.product_id, v.position), '[]')
      from variants v join variant_prices vp on vp.variant_id = v.id and vp.currency = ${currency}
      where v.product_id in ${wanted}),
    'categories', (select coalesce(json_agg(json_build_object('productId', pc.product_id, 'categoryId', c.id,
        'key', c.key, 'label', c.label, 'pathId', ct.category_id, 'name', ct.name, 'slug', ct.slug)
        order by pc.product_id, pc.position, array_position(c.path_ids, ct.category_id)), '[]')
      from product_categories pc join categories c on c.id = pc.category_id
      join category_texts ct on ct.language = ${language} and ct.category_id = any(c.path_ids)
      where pc.direct and pc.product_id in ${wanted}),
    'family', (select coalesce(json_agg(f order by f.id), '[]') from (
      select p.id, p.reference_key as "referenceKey", p.master_key as "masterKey", p.is_active as "isActive",
        p.colors, p.attributes -> 'farbe' as farbe, p.advanced_attributes as "advancedAttributes",
        p.images -> 0 ->> 'src' as "firstImage", count(v.id)::int as "variantCount",
        coalesce(bool_or(v.bvc in (1, 2)), false) as buyable
      from products p left join variants v on v.product_id = p.id
      where p.master_key in (select master_key from products where id in ${wanted})
      group by p.id) f)
  ) as v`
}

/** Products in the order of `ids`; unknown ones and those without a price in the currency left out. */
export async function readPageProducts(
  db: Db,
  ids: readonly number[],
  language: Language,
  currency: Currency,
): Promise<Product[]> {
  if (ids.length === 0) return []
  const page = await jsonValue<PageJson>(db, pageQuery(ids, language, currency))
  const variantRows: VariantQueryRow[] = page.variants.map((v) => ({
    variant: decodeRow(variants, v.variant),
    price: decodeRow(variantPrices, v.price),
  }))
  const variantsBy = groupBy(variantRows, (r) => r.variant.productId)
  const categoriesBy = groupBy(page.categories, (r) => r.productId)
  const familyBy = groupBy(page.family, (r) => r.masterKey)
  const byId = new Map<number, Product>()
  for (const entry of page.products) {
    const row: ProductQueryRow = {
      product: decodeRow(products, entry.product),
      brandName: entry.brandName,
      name: entry.name,
      // Cards show no description; the product page reads it with the store.
      description: '',
      slug: entry.slug,
    }
    const product = assembleProduct(
      {
        row,
        variants: variantsBy.get(row.product.id) ?? [],
        categories: categoriesBy.get(row.product.id) ?? [],
        family: familyBy.get(row.product.masterKey) ?? [],
      },
      language,
    )
    if (product) byId.set(product.id, product)
  }
  return ids.flatMap((id) => byId.get(id) ?? [])
}
