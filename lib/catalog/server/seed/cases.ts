import 'server-only'

/**
 * Coverage cases: products that exist in every seeded catalog whatever the random draw, one family per
 * case the rules of spec 01 §4/§9 and spec 02 §3/§9 tell apart. They follow the featured products, so
 * any catalog of a few hundred products holds them all.
 */
import type { Bvc } from '@/lib/catalog/rules/types'
import { SEED_COLOUR_CODES, OFF_PALETTE_COLOUR } from './colours'
import { PREORDER_DAYS_TO } from './draft'
import type { ProductDraft, TypeRole, VariantDraft } from './model'

export interface SeedCase {
  name: string
  role: TypeRole
  /** Colour set per family member; one member with a random colour when absent. */
  colours?: string[][]
  apply?: (draft: ProductDraft) => void
}

const eachVariant = (change: (v: VariantDraft, i: number) => Partial<VariantDraft>) => (d: ProductDraft) => {
  d.variants = d.variants.map((v, i) => ({ ...v, ...change(v, i) }))
}

/** Every variant deliverable by the given window, with plain prices. */
const window = (bvc: Bvc, from: number, to: number) =>
  eachVariant(() => ({ bvc, from, to, stock: bvc === 1 || bvc === 2 ? 25 : 0 }))

/** One price for every variant: with tax, recommended retail price and reference price in EUR cents. */
const priced = (eur: number, rrp: number | null, priceReference: number | null, onSale = true) =>
  eachVariant(() => ({ eur, rrp, priceReference, onSale, bvc: 1, from: 1, to: 3, stock: 40 }))

const scaled = (steps: number) =>
  eachVariant((v) => ({
    bvc: 1,
    scales: [3, 6, 12]
      .slice(0, steps)
      .map((amount, i) => ({ amount, eur: Math.round(v.eur * (0.95 - i * 0.05)) })),
  }))

export const SEED_CASES: SeedCase[] = [
  { name: 'bvc-1', role: 'simple', apply: window(1, 1, 3) },
  { name: 'bvc-2', role: 'simple', apply: window(2, 14, 21) },
  { name: 'preorder', role: 'simple', apply: window(2, 30, PREORDER_DAYS_TO) },
  { name: 'bvc-2-998-days', role: 'simple', apply: window(2, 30, PREORDER_DAYS_TO - 1) },
  { name: 'bvc-3', role: 'simple', apply: window(3, 0, 0) },
  { name: 'sold-out', role: 'sized', apply: window(4, 2, 4) },
  {
    name: 'bvc-mixed',
    role: 'sized',
    apply: eachVariant((v, i) => {
      const [bvc, from, to] = (
        [
          [4, 2, 4],
          [1, 2, 3],
          [3, 0, 0],
          [2, 21, 28],
        ] as const
      )[i % 4] as readonly [Bvc, number, number]
      return { bvc, from, to, stock: bvc === 1 ? 12 : 0, eur: v.eur }
    }),
  },
  { name: 'download', role: 'downloadVoucher' },
  { name: 'voucher', role: 'giftVoucher' },
  { name: 'days-1-2', role: 'simple', apply: window(1, 1, 2) },
  { name: 'days-2-3', role: 'simple', apply: window(1, 2, 3) },
  { name: 'days-3-4', role: 'simple', apply: window(1, 3, 4) },
  { name: 'days-4-4', role: 'simple', apply: window(1, 4, 4) },
  { name: 'days-4-5', role: 'simple', apply: window(1, 4, 5) },
  { name: 'days-5-13', role: 'simple', apply: window(1, 5, 13) },
  { name: 'days-10-14', role: 'simple', apply: window(1, 10, 14) },
  { name: 'days-28-35', role: 'furniture', apply: window(1, 28, 35) },
  { name: 'days-35-42', role: 'furniture', apply: window(2, 35, 42) },
  {
    name: 'days-varying',
    role: 'sized',
    apply: eachVariant((_, i) => {
      const [from, to] = (
        [
          [2, 3],
          [5, 7],
          [14, 21],
          [3, 4],
        ] as const
      )[i % 4] as readonly [number, number]
      return { bvc: 1, from, to, stock: 30 }
    }),
  },
  { name: 'sale-96-exact', role: 'simple', apply: priced(9600, 10000, null) },
  { name: 'sale-96.5-no-sale', role: 'simple', apply: priced(9650, 10000, null) },
  { name: 'sale-95', role: 'simple', apply: priced(9500, 10000, null) },
  { name: 'sale-30', role: 'simple', apply: priced(6999, 9999, null) },
  { name: 'price-reference-96', role: 'simple', apply: priced(4800, null, 5000) },
  { name: 'price-reference-97', role: 'simple', apply: priced(4850, null, 5000) },
  { name: 'rrp-above-no-sale', role: 'simple', apply: priced(2999, 3099, null, false) },
  { name: 'reference-LI', role: 'liquid' },
  { name: 'reference-QM', role: 'area' },
  { name: 'scale-1', role: 'consumable', apply: scaled(1) },
  { name: 'scale-2', role: 'consumable', apply: scaled(2) },
  { name: 'scale-3', role: 'consumable', apply: scaled(3) },
  { name: 'personalised', role: 'engraving', apply: (d) => void (d.gravureLength = '20') },
  { name: 'personalised-ohne', role: 'engraving', apply: (d) => void (d.gravureLength = 'ohne') },
  { name: 'bulky', role: 'furniture' },
  { name: 'deep-category', role: 'deepCategory' },
  { name: 'vpp', role: 'sized', apply: (d) => void (d.vpp = true) },
  { name: 'bundle', role: 'bundle' },
  { name: 'ektg-grossgerte', role: 'large' },
  { name: 'ektg-bildschirme', role: 'screen' },
  { name: 'ektg-klgerte', role: 'telecom' },
  { name: 'ektg-other-device', role: 'smallElectric' },
  { name: 'siblings', role: 'textile', colours: [['rot'], ['blau'], ['gruen']] },
  { name: 'all-palette-colours', role: 'textile', colours: SEED_COLOUR_CODES.map((c) => [c]) },
  { name: 'off-palette-colour', role: 'textile', colours: [[OFF_PALETTE_COLOUR.code], ['grau']] },
  {
    name: 'two-tone',
    role: 'textile',
    colours: [
      ['weiss', 'blau'],
      ['weiss', 'rot'],
    ],
  },
  { name: 'rating-top', role: 'simple', apply: (d) => void (d.rating = { average: 5, count: 1 }) },
  { name: 'rating-low', role: 'simple', apply: (d) => void (d.rating = { average: 1.5, count: 312 }) },
  { name: 'no-rating', role: 'simple', apply: (d) => void (d.rating = null) },
  {
    name: 'free-shipping-new-promotion',
    role: 'simple',
    apply: (d) => Object.assign(d, { freeShipping: true, isNew: true, ageDays: 3, promotion: '3-fuer-2' }),
  },
  { name: 'themes', role: 'simple', apply: (d) => void (d.themes = ['nachhaltig', 'made-in-germany']) },
  { name: 'payback-factor', role: 'simple', apply: eachVariant(() => ({ payback: 5 })) },
]
