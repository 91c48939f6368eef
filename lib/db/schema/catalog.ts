/**
 * The embedded commerce catalog (spec 01 §3, spec 02 §3). Texts that differ by language live in
 * *_texts tables (one row per language); language-dependent labels inside jsonb are stored as
 * { de, fr, nl } and picked by the reads in lib/catalog/server/store. Money is integer cents.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'

export type LocalizedText = { de: string; fr: string; nl: string }
export type StoredLabel = string | LocalizedText
export interface StoredAttributeValue {
  value: string
  /** Missing: the value is its own label. */
  label?: StoredLabel
}
export type StoredAttributes = Record<string, StoredAttributeValue | StoredAttributeValue[]>
/** Plain JSON whose LocalizedText leaves are replaced by the requested language on read. */
export type StoredAdvancedAttributes = Record<string, unknown>
export interface StoredImage {
  src: string
  width: number
  height: number
  /** Palette code the picture shows. */
  colour: string
}
export interface StoredBadgeSource {
  id: string
  label: LocalizedText
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

// One row per language, each indexed with its language's dictionary (nl has none built in: 'simple').
const SEARCH_CONFIG = sql.raw(
  `CASE "language" WHEN 'de' THEN 'german'::regconfig WHEN 'fr' THEN 'french'::regconfig ELSE 'simple'::regconfig END`,
)

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
})

/** The collections products belong to (products.collections holds their codes), named per language. */
export const collections = pgTable('collections', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
})

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    /** 1 = root … 5. */
    depth: smallint('depth').notNull(),
    /** Stable key; the electrical-equipment keys of spec 01 §9 (grossgerte, …) are such keys. */
    key: text('key').notNull().unique(),
    /** Warengruppe: the number of the tracking label. */
    productGroup: integer('product_group').notNull(),
    /** Tracking label 'a | b | number' (spec 02 §7). */
    label: text('label').notNull(),
    /** Ids from the root down to this category itself. */
    pathIds: integer('path_ids').array().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('categories_parent_id_idx').on(t.parentId),
    check('categories_depth_check', sql`${t.depth} between 1 and 5`),
  ],
)

export const categoryTexts = pgTable(
  'category_texts',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.language] }),
    unique('category_texts_language_slug_key').on(t.language, t.slug),
  ],
)

export const products = pgTable(
  'products',
  {
    /** The product number of the pdp address. */
    id: integer('id').primaryKey(),
    referenceKey: text('reference_key').notNull().unique(),
    /** Shared by the colourways of one model: they are each other's siblings. */
    masterKey: text('master_key').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    isActive: boolean('is_active').notNull().default(true),
    isNew: boolean('is_new').notNull().default(false),
    /** Every variant has BVC 4. Derived from the variants when they are written. */
    isSoldOut: boolean('is_sold_out').notNull().default(false),
    /** Relevance for the default sort 'Relevancy:desc'. */
    popularity: integer('popularity').notNull().default(0),
    /** Palette codes of this colourway (spec 02 §3 colour palette). */
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    collections: text('collections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    attributes: jsonb('attributes').$type<StoredAttributes>().notNull().default({}),
    advancedAttributes: jsonb('advanced_attributes').$type<StoredAdvancedAttributes>().notNull().default({}),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    promotion: jsonb('promotion').$type<StoredBadgeSource | null>(),
    themes: jsonb('themes').$type<StoredBadgeSource[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    firstLiveAt: timestamp('first_live_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('products_master_key_idx').on(t.masterKey),
    index('products_brand_id_idx').on(t.brandId),
    index('products_popularity_idx').on(t.popularity.desc(), t.id),
    index('products_colors_idx').using('gin', t.colors),
  ],
)

export const productTexts = pgTable(
  'product_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** seoUrl: the spec 02 §7 slug of the name, without the number. */
    slug: text('slug').notNull(),
    /** Brand, categories and colours in this language: found by search, never shown. */
    keywords: text('keywords').notNull().default(''),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(${SEARCH_CONFIG}, "name"), 'A') || setweight(to_tsvector(${SEARCH_CONFIG}, "keywords"), 'B') || setweight(to_tsvector(${SEARCH_CONFIG}, "description"), 'C')`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    // One index per language: every search names its language, and a single index over all three made
    // the planner AND it with the primary key's 50,000 rows of that language (lib/catalog/server/search).
    index('product_texts_search_de_idx')
      .using('gin', t.search)
      .where(sql`${t.language} = 'de'`),
    index('product_texts_search_fr_idx')
      .using('gin', t.search)
      .where(sql`${t.language} = 'fr'`),
    index('product_texts_search_nl_idx')
      .using('gin', t.search)
      .where(sql`${t.language} = 'nl'`),
    check('product_texts_language_check', sql`${t.language} in ('de', 'fr', 'nl')`),
  ],
)

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** True for the categories the product is filed under; false for their ancestors, kept so a
     * listing of any level is one index lookup. */
    direct: boolean('direct').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_id_idx').on(t.categoryId, t.productId),
  ],
)

export const variants = pgTable(
  'variants',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    referenceKey: text('reference_key').notNull().unique(),
    bvc: smallint('bvc').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    deliveryDaysFrom: smallint('delivery_days_from').notNull(),
    deliveryDaysTo: smallint('delivery_days_to').notNull(),
    scaleAmount1: integer('scale_amount1'),
    scaleUnit1: text('scale_unit1'),
    scaleAmount2: integer('scale_amount2'),
    scaleUnit2: text('scale_unit2'),
    scaleAmount3: integer('scale_amount3'),
    scaleUnit3: text('scale_unit3'),
    paybackFactor: doublePrecision('payback_factor'),
    attributes: jsonb('attributes').$type<StoredAttributes>().notNull().default({}),
    advancedAttributes: jsonb('advanced_attributes').$type<StoredAdvancedAttributes>().notNull().default({}),
    /** Empty: the variant shows its product's images. */
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
  },
  (t) => [
    index('variants_product_id_idx').on(t.productId, t.position),
    check('variants_bvc_check', sql`${t.bvc} between 1 and 4`),
    check('variants_delivery_days_check', sql`${t.deliveryDaysFrom} >= 0 and ${t.deliveryDaysTo} >= 0`),
  ],
)

export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    withTax: integer('with_tax').notNull(),
    withoutTax: integer('without_tax').notNull(),
    /** VAT rate in basis points: 1900 = 19 %. */
    taxRateBp: integer('tax_rate_bp').notNull(),
    recommendedRetailPrice: integer('recommended_retail_price'),
    /** KQPRI.priceReference: the former price a sale may be measured against. */
    priceReference: integer('price_reference'),
    referenceWithTax: integer('reference_with_tax'),
    referenceUnit: text('reference_unit'),
    referenceSize: doublePrecision('reference_size'),
    /** Applied sale reduction, relative in basis points (2000 = 20 %) and absolute in cents. */
    reductionBp: integer('reduction_bp'),
    reductionAbsolute: integer('reduction_absolute'),
    scalePrice1: integer('scale_price1'),
    scalePrice2: integer('scale_price2'),
    scalePrice3: integer('scale_price3'),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.currency] }),
    check('variant_prices_currency_check', sql`${t.currency} in ('EUR', 'CHF')`),
    check('variant_prices_amounts_check', sql`${t.withTax} >= 0 and ${t.withoutTax} >= 0`),
  ],
)

/**
 * Per product and currency: the price range and sale percent of spec 02 §3, derived from the
 * variants when they are written, so listings sort and filter by price without aggregating.
 */
export const productPriceRanges = pgTable(
  'product_price_ranges',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    minWithTax: integer('min_with_tax').notNull(),
    maxWithTax: integer('max_with_tax').notNull(),
    salePercent: smallint('sale_percent'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.currency] }),
    index('product_price_ranges_min_idx').on(t.currency, t.minWithTax),
  ],
)

export type ProductRow = typeof products.$inferSelect
export type VariantRow = typeof variants.$inferSelect
export type VariantPriceRow = typeof variantPrices.$inferSelect
export type CategoryRow = typeof categories.$inferSelect
