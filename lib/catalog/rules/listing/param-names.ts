/**
 * The names of a listing's query parameters, apart from the listing rules that read their values: the
 * header's language switch ships to every page and needs only the names, not the filter table (zod and
 * ./filters.ts stay out of that bundle). tests/unit/catalog-listing-param-names.test.ts holds this list
 * to ./filters.ts, so a new filter cannot be forgotten here.
 */

/** Every filter's parameter, in the order of FILTERS (./filters.ts). */
export const FILTER_PARAM_NAMES: readonly string[] = [
  'kategorie',
  'brand',
  'subbrand',
  'farbe',
  'price',
  'rating',
  'sale',
  'rabatt',
  'new',
  'freeShipping',
  'deliverable',
  'lieferzeit',
  'preorder',
  'personalisiert',
  'bulkyOrLoad',
  'vppArticle',
  'bundle',
  'staffelpreis',
  'masse',
  'doppelgroesse',
  'asGro',
  'auswahlWalz',
  'dimAlterGeeignetAb',
  'motivtext',
  'eKTG',
  'collection',
  'promotion',
  'theme',
  'material',
  'stil',
  'energieeffizienz',
  'garantie',
  'spuelmaschinenfest',
  'waschbar',
  'aufbauservice',
  'akku',
]

export const LISTING_QUERY_PARAMS: readonly string[] = ['page', 'perPage', 'sort', ...FILTER_PARAM_NAMES]
const LISTING_PARAM_SET = new Set(LISTING_QUERY_PARAMS)

export function isListingParam(name: string): boolean {
  return LISTING_PARAM_SET.has(name)
}

/** True when a query string (with or without '?') carries any listing parameter, even an empty one. */
export function hasListingQuery(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  for (const name of params.keys()) if (LISTING_PARAM_SET.has(name)) return true
  return false
}
