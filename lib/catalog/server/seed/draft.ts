import 'server-only'

/**
 * Drafts of the demo catalog's random but plausible products, a family at a time. A family is one model
 * in one or more colourways: its members share the master key, name, brand, sizes and base price, and are
 * each other's siblings.
 */
import type { Bvc } from '@/lib/catalog/rules/types'
import { MODEL_NAMES, MOTIFS, PROMOTIONS, THEMES } from './flavour-catalogs'
import { SEED_COLOUR_CODES } from './colours'
import type { FlavourCatalog, ProductDraft, ProductTypeDef, VariantDraft } from './model'
import type { Rng } from './prng'

export interface FamilyRequest {
  rng: Rng
  catalog: FlavourCatalog
  type: ProductTypeDef
  firstId: number
  size: number
  /** Recommendation fallbacks and the first products shown: buyable, rated, pictured twice. */
  featured: boolean
  /** Every variant BVC 1 (coverage products show their feature on a product that can be bought). */
  buyable?: boolean
  /** Colour set per member; random from the type's colours when absent. */
  colourSets?: string[][]
  /** Latest product of each type so far, for bundles. */
  recent: ReadonlyMap<string, { id: number; referenceKey: string }>
}

const NORMAL_WINDOWS: Array<[number, number]> = [
  [1, 2],
  [1, 3],
  [2, 3],
  [2, 4],
  [2, 5],
  [3, 5],
  [5, 7],
  [7, 10],
]
const BULKY_WINDOWS: Array<[number, number]> = [
  [5, 10],
  [7, 14],
  [10, 21],
  [14, 28],
  [21, 35],
]
const BACKORDER_WINDOWS: Array<[number, number]> = [
  [14, 21],
  [21, 28],
  [28, 35],
  [35, 42],
  [42, 56],
]
export const PREORDER_DAYS_TO = 999

export const pad = (n: number, width: number) => String(n).padStart(width, '0')

/** Shelf prices: 12,99 / 4,49 rather than 12,87. */
export function shelfPrice(cents: number): number {
  if (cents < 1000) return Math.max(99, Math.round(cents / 10) * 10 - 1)
  return Math.round(cents / 100) * 100 - 1
}

function randomAvailability(rng: Rng, type: ProductTypeDef, buyable: boolean) {
  const windows = type.bulky ? BULKY_WINDOWS : NORMAL_WINDOWS
  const roll = buyable ? 0 : rng.next()
  let bvc: Bvc = 1
  let [from, to] = rng.pick(windows)
  if (roll >= 0.82 && roll < 0.9) {
    bvc = 2
    ;[from, to] = rng.chance(0.2) ? [30, PREORDER_DAYS_TO] : rng.pick(BACKORDER_WINDOWS)
  } else if (roll >= 0.9 && roll < 0.94) {
    bvc = 3
    ;[from, to] = [0, 0]
  } else if (roll >= 0.94) {
    bvc = 4
  }
  const stock =
    bvc === 1 ? (rng.chance(0.1) ? rng.int(1, 4) : rng.int(5, 400)) : bvc === 2 ? rng.int(0, 20) : 0
  return { bvc, from, to, stock }
}

function randomVariant(rng: Rng, request: FamilyRequest, base: number, index: number): VariantDraft {
  const { type, featured, buyable } = request
  const value = type.axis?.values[index]
  const eur = type.voucher ? Math.round(base * (value?.factor ?? 1)) : shelfPrice(base * (value?.factor ?? 1))
  const variant: VariantDraft = {
    axis: value && type.axis ? { value: value.value, label: value.label } : null,
    ...randomAvailability(rng, type, featured || Boolean(buyable)),
    eur,
    rrp: null,
    priceReference: null,
    onSale: false,
    scales: [],
    payback: null,
    content: value?.content ?? null,
  }
  if (type.voucher) {
    return {
      ...variant,
      bvc: 1,
      stock: 9999,
      ...(type.voucher === 'download' ? { from: 0, to: 0 } : { from: 1, to: 2 }),
    }
  }
  const saleRoll = rng.next()
  if (saleRoll < 0.16) {
    const compare = shelfPrice(eur / (1 - rng.int(10, 45) / 100))
    Object.assign(variant, rng.chance(0.15) ? { priceReference: compare } : { rrp: compare }, {
      onSale: true,
    })
  } else if (saleRoll < 0.4) {
    variant.rrp = shelfPrice(eur * (1.02 + rng.int(0, 2) / 100))
  }
  if (type.scale && rng.chance(0.7)) {
    const steps = rng.int(1, 3)
    variant.scales = [3, 6, 12]
      .slice(0, steps)
      .map((amount, i) => ({ amount, eur: Math.round(eur * (0.95 - i * 0.05)) }))
  }
  const paybackRoll = rng.next()
  variant.payback = paybackRoll < 0.5 ? 1 : paybackRoll < 0.55 ? 2 : null
  return variant
}

function colourSetsFor(rng: Rng, type: ProductTypeDef, size: number): string[][] {
  const pool = type.colours.length >= size ? type.colours : [...type.colours, ...SEED_COLOUR_CODES]
  const picked = rng.sample([...new Set(pool)], size)
  // Now and then a two-tone model: white with a colour (a set of two palette codes, spec 02 §3).
  if (size === 1 && rng.chance(0.08) && picked[0] !== 'weiss') return [[picked[0] ?? 'grau', 'weiss']]
  return picked.map((c) => [c])
}

export function buildFamily(request: FamilyRequest): ProductDraft[] {
  const { rng, catalog, type, firstId, size, featured } = request
  const brandIndex = rng.pick(type.brands)
  const brand = catalog.brands[brandIndex]
  const model = type.voucher ? (brand?.name ?? 'Shop') : rng.pick(MODEL_NAMES)
  const feature = type.features.length > 0 && rng.chance(0.8) ? rng.pick(type.features) : null
  const base = rng.int(type.price[0], type.price[1])
  const colourSets = request.colourSets ?? colourSetsFor(rng, type, size)
  const masterKey = pad(firstId, 7)
  const withSubbrand = Boolean(brand?.subbrand) && rng.chance(0.5)
  const vpp = Boolean(type.axis) && rng.chance(0.04)
  const motif = type.motifs && rng.chance(0.6) ? rng.pick(MOTIFS) : null
  const bundle = type.bundleOf
    ?.map((key) => request.recent.get(key))
    .filter((p): p is { id: number; referenceKey: string } => p !== undefined)
    .map((p) => ({ productId: p.id, referenceKey: p.referenceKey, quantity: 1 }))

  return colourSets.map((colours, member) => {
    const variantCount = type.axis?.values.length ?? 1
    const isNew = !featured && rng.chance(0.12)
    return {
      id: firstId + member,
      masterKey,
      referenceKey: `${masterKey}_${pad(member + 1, 2)}`,
      type,
      model,
      feature,
      brandIndex,
      colours,
      withDetailImage: featured || rng.chance(0.6),
      variants: Array.from({ length: variantCount }, (_, i) => randomVariant(rng, request, base, i)),
      rating: featured || rng.chance(0.65) ? { average: rng.int(30, 50) / 10, count: rng.int(1, 480) } : null,
      freeShipping: Boolean(type.voucher) || (!type.bulky && rng.chance(0.15)),
      withSubbrand,
      vpp,
      gravureLength: type.personalised ? rng.pick(['12', '20', '30']) : null,
      motif,
      bundle: bundle && bundle.length > 0 ? bundle : null,
      isNew,
      popularity: featured ? rng.int(9000, 10000) : rng.int(0, 8999),
      themes: rng.chance(0.1) ? rng.sample(Object.keys(THEMES), rng.int(1, 2)) : [],
      promotion: rng.chance(0.06) ? rng.pick(Object.keys(PROMOTIONS)) : null,
      collections: rng.chance(0.3) ? rng.sample(Object.keys(catalog.collections), 1) : [],
      ageDays: isNew ? rng.int(1, 28) : rng.int(35, 900),
    }
  })
}

/** Weighted choice among the types a random product may have. */
export function pickType(rng: Rng, types: readonly ProductTypeDef[]): ProductTypeDef {
  const total = types.reduce((sum, t) => sum + t.weight, 0)
  let roll = rng.next() * total
  for (const t of types) {
    roll -= t.weight
    if (roll < 0) return t
  }
  return types[types.length - 1] as ProductTypeDef
}

/** The largest family randomFamilySize draws. */
export const MAX_RANDOM_FAMILY_SIZE = 4

export function randomFamilySize(rng: Rng): number {
  const roll = rng.next()
  return roll < 0.68 ? 1 : roll < 0.88 ? 2 : roll < 0.97 ? 3 : MAX_RANDOM_FAMILY_SIZE
}

/**
 * Every colour a random family of the type can be given (colourSetsFor): its own list, or any seed colour
 * when the list is shorter than the largest family. Coverage cases name their colours themselves.
 * The product pictures (scripts/product-shapes.mjs SHAPE_COLOURS) are drawn for at least these.
 */
export function coloursOfType(type: ProductTypeDef): readonly string[] {
  return type.colours.length >= MAX_RANDOM_FAMILY_SIZE ? type.colours : SEED_COLOUR_CODES
}
