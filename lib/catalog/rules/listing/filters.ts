/**
 * The filter whitelist of listings and search (spec 01 §9: "a whitelist of about 37 filter parameters").
 * One typed list: the URL parameter, what it filters on, whether it takes several values. Every entry is
 * backed by data the catalog seed writes (lib/catalog/server/seed/product-data.ts, product-traits.ts, rows.ts,
 * draft.ts), so each has facet values; parameters the catalog holds nothing for (a generic size: sizes
 * are the variants' own attributes masse, doppelgroesse, asGro) are left out rather than offered empty.
 */

/**
 * Where a token filter's values come from in the catalog. Product attributes are read as single
 * { value, label } objects; the colour (farbe, a list) is read from products.colors, which holds the
 * same palette codes, and its labels from the farbe attribute.
 */
export type TokenSource =
  | { from: 'productAttribute'; attribute: string }
  | { from: 'colors'; attribute: 'farbe' }
  | { from: 'variantAttribute'; attribute: string }
  | { from: 'brand' }
  | { from: 'category' }
  | { from: 'collections' }
  | { from: 'promotion' }
  | { from: 'themes' }

/** Yes/no facts of a product: some stored as an attribute flag, others derived from variants or prices. */
export type FlagSource =
  | { from: 'productAttribute'; attribute: string; equals: string }
  | { from: 'advancedAttribute'; attribute: string; equals?: string }
  | { from: 'sale' }
  | { from: 'new' }
  | { from: 'deliverable' }
  | { from: 'preorder' }
  | { from: 'scalePrices' }

/** How facet values are listed: most frequent first, or by label (numbers in labels read as numbers). */
export type FacetOrder = 'count' | 'label'

interface FilterBase {
  /** URL search parameter; also the facet's id. */
  param: string
}

export interface TokenFilter extends FilterBase {
  kind: 'attribute' | 'brand' | 'category'
  source: TokenSource
  /** Several values are OR-ed within the filter (filters are AND-ed with each other). */
  multi: true
  order: FacetOrder
}

export interface BooleanFilter extends FilterBase {
  kind: 'boolean'
  source: FlagSource
  multi: false
}

export interface PriceFilter extends FilterBase {
  kind: 'price'
  multi: false
}

/** A single lower (at least) or upper (at most) bound chosen from fixed options. */
export interface ThresholdFilter extends FilterBase {
  kind: 'rating' | 'threshold'
  measure: 'rating' | 'salePercent' | 'deliveryDays'
  bound: 'atLeast' | 'atMost'
  options: readonly number[]
  multi: false
}

export type FilterDefinition = TokenFilter | BooleanFilter | PriceFilter | ThresholdFilter

const attribute = (param: string, order: FacetOrder = 'count', key = param): TokenFilter => ({
  param,
  kind: 'attribute',
  source: { from: 'productAttribute', attribute: key },
  multi: true,
  order,
})
const variantAttribute = (param: string): TokenFilter => ({
  param,
  kind: 'attribute',
  source: { from: 'variantAttribute', attribute: param },
  multi: true,
  order: 'label',
})
const flag = (param: string, source: FlagSource): BooleanFilter => ({
  param,
  kind: 'boolean',
  source,
  multi: false,
})

export const FILTERS = [
  { param: 'kategorie', kind: 'category', source: { from: 'category' }, multi: true, order: 'label' },
  { param: 'brand', kind: 'brand', source: { from: 'brand' }, multi: true, order: 'label' },
  attribute('subbrand', 'label'),
  {
    param: 'farbe',
    kind: 'attribute',
    source: { from: 'colors', attribute: 'farbe' },
    multi: true,
    order: 'count',
  },
  { param: 'price', kind: 'price', multi: false },
  {
    param: 'rating',
    kind: 'rating',
    measure: 'rating',
    bound: 'atLeast',
    options: [1, 2, 3, 4, 5],
    multi: false,
  },
  flag('sale', { from: 'sale' }),
  {
    param: 'rabatt',
    kind: 'threshold',
    measure: 'salePercent',
    bound: 'atLeast',
    options: [10, 20, 30, 40, 50],
    multi: false,
  },
  flag('new', { from: 'new' }),
  flag('freeShipping', { from: 'productAttribute', attribute: 'freeShipping', equals: 'j' }),
  flag('deliverable', { from: 'deliverable' }),
  {
    param: 'lieferzeit',
    kind: 'threshold',
    measure: 'deliveryDays',
    bound: 'atMost',
    options: [3, 7, 14, 28],
    multi: false,
  },
  flag('preorder', { from: 'preorder' }),
  flag('personalisiert', { from: 'productAttribute', attribute: 'personalisierterArtikel', equals: '1' }),
  flag('bulkyOrLoad', { from: 'productAttribute', attribute: 'bulkyOrLoad', equals: 'j' }),
  flag('vppArticle', { from: 'advancedAttribute', attribute: 'vppArticle', equals: 'J' }),
  flag('bundle', { from: 'advancedAttribute', attribute: 'virtuelleBundles' }),
  flag('staffelpreis', { from: 'scalePrices' }),
  variantAttribute('masse'),
  variantAttribute('doppelgroesse'),
  variantAttribute('asGro'),
  variantAttribute('auswahlWalz'),
  attribute('dimAlterGeeignetAb', 'label'),
  attribute('motivtext', 'label'),
  attribute('eKTG', 'label'),
  { param: 'collection', kind: 'attribute', source: { from: 'collections' }, multi: true, order: 'label' },
  { param: 'promotion', kind: 'attribute', source: { from: 'promotion' }, multi: true, order: 'label' },
  { param: 'theme', kind: 'attribute', source: { from: 'themes' }, multi: true, order: 'label' },
  attribute('material', 'label'),
  attribute('stil', 'label'),
  attribute('energieeffizienz', 'label'),
  attribute('garantie', 'label'),
  flag('spuelmaschinenfest', { from: 'productAttribute', attribute: 'spuelmaschinenfest', equals: 'j' }),
  flag('waschbar', { from: 'productAttribute', attribute: 'waschbar', equals: 'j' }),
  flag('aufbauservice', { from: 'productAttribute', attribute: 'aufbauservice', equals: 'j' }),
  flag('akku', { from: 'productAttribute', attribute: 'akku', equals: 'j' }),
] as const satisfies readonly FilterDefinition[]

export type FilterParam = (typeof FILTERS)[number]['param']

export const FILTER_PARAMS: readonly FilterParam[] = FILTERS.map((f) => f.param)

const byParam = new Map<string, FilterDefinition>(FILTERS.map((f) => [f.param, f]))

export function filterDefinition(param: string): FilterDefinition | undefined {
  return byParam.get(param)
}

export function isTokenFilter(filter: FilterDefinition): filter is TokenFilter {
  return filter.kind === 'attribute' || filter.kind === 'brand' || filter.kind === 'category'
}

export function isThresholdFilter(filter: FilterDefinition): filter is ThresholdFilter {
  return filter.kind === 'rating' || filter.kind === 'threshold'
}

/** Product and variant attribute keys the catalog index reads (the rest of the attribute bags it skips). */
export const INDEXED_PRODUCT_ATTRIBUTES: readonly string[] = [
  ...new Set(
    FILTERS.flatMap((f) =>
      'source' in f && f.source.from === 'productAttribute' ? [f.source.attribute] : [],
    ),
  ),
]
/** Attributes whose values the facets show with the catalog's label. */
export const LABELLED_PRODUCT_ATTRIBUTES: readonly string[] = FILTERS.flatMap((f) =>
  f.kind === 'attribute' && (f.source.from === 'productAttribute' || f.source.from === 'colors')
    ? [f.source.attribute]
    : [],
)
export const INDEXED_VARIANT_ATTRIBUTES: readonly string[] = FILTERS.flatMap((f) =>
  'source' in f && f.source.from === 'variantAttribute' ? [f.source.attribute] : [],
)

/** Limits that keep one request's work bounded whatever the URL holds. */
export const FILTER_LIMITS = {
  valuesPerFilter: 30,
  valueLength: 80,
  /** Whole currency units in the URL. */
  priceMaxUnits: 1_000_000,
} as const
