import 'server-only'

/**
 * The shapes the demo catalog is defined in (categories, product types, brands, a flavour's catalog) and
 * the drafts of products and variants that the generator turns into rows.
 */
import type { Bvc } from '@/lib/catalog/rules/types'
import type { Flavour } from '@/lib/config/flavours'
import type { LocalizedText, StoredAttributeValue } from '@/lib/db/schema'

/**
 * Shapes drawn by scripts/generate-product-images.mjs: /images/catalog/{shape}-{colour}.webp. One per kind
 * of thing a type sells, so a pan's picture shows a pan and a voucher's a voucher card (spec 01 §9 images).
 */
export const IMAGE_SHAPES = [
  'sofa',
  'armchair',
  'lamp',
  'bedding',
  'cushion',
  'rug',
  'towel',
  'pot',
  'pan',
  'cookset',
  'kettle',
  'jar',
  'board',
  'cup',
  'bottle',
  'babybottle',
  'pack',
  'voucher',
  'appliance',
  'fridge',
  'toaster',
  'radio',
  'warmer',
  'screen',
  'pram',
  'carseat',
  'crib',
  'dresser',
  'toy',
  'stacker',
  'duck',
  'piggy',
  'bodysuit',
] as const
export type ImageShape = (typeof IMAGE_SHAPES)[number]

export type L = LocalizedText
export const l = (de: string, fr: string, nl: string): L => ({ de, fr, nl })

export interface CategoryDef {
  key: string
  name: L
  /** Warengruppe (product group) of the tracking label. */
  group: number
  children?: CategoryDef[]
}

export interface AxisValue {
  value: string
  label?: L | string
  /** Price relative to the type's base price. */
  factor: number
  /** Content in the type's reference unit (litres, square metres), for the unit price. */
  content?: number
}

/** The attribute a product's variants differ by (size, dimensions, volume …). */
export interface VariantAxis {
  attribute: 'doppelgroesse' | 'masse' | 'asGro' | 'auswahlWalz'
  values: AxisValue[]
}

export type TypeRole =
  | 'furniture'
  | 'deepCategory'
  | 'liquid'
  | 'area'
  | 'consumable'
  | 'engraving'
  | 'giftVoucher'
  | 'downloadVoucher'
  | 'large'
  | 'screen'
  | 'telecom'
  | 'smallElectric'
  | 'bundle'
  | 'sized'
  | 'textile'
  | 'simple'

export interface ProductTypeDef {
  key: string
  /** Category keys; the first is the main one. */
  categories: string[]
  shape: ImageShape
  /** Definite article with its trailing space ("Das ", "L'"), and the noun. */
  article: L
  noun: L
  /** Optional name suffixes, one picked per model. */
  features: L[]
  /** Base price range with tax, EUR cents. */
  price: [number, number]
  colours: readonly string[]
  /** Indexes into the flavour's brand list. */
  brands: number[]
  details: L[]
  axis?: VariantAxis
  referenceUnit?: 'LI' | 'QM'
  bulky?: boolean
  /** eKTG attribute: a device category of the electrical-equipment law. */
  ektg?: string
  scale?: boolean
  personalised?: boolean
  voucher?: 'gift' | 'download'
  /** Type keys whose latest products this set bundles (virtuelleBundles). */
  bundleOf?: string[]
  age?: L
  motifs?: boolean
  /** Relative frequency among random products. */
  weight: number
}

export interface BrandDef {
  name: string
  subbrand?: string
}

export interface FlavourCatalog {
  brands: BrandDef[]
  categories: CategoryDef[]
  types: ProductTypeDef[]
  /** Type keys per role; cases of one role take them in turn. */
  roles: Record<TypeRole, string | string[]>
  intros: L[]
  closings: L[]
  /** Collection codes with their names (written to the collections table; products hold the codes). */
  collections: Record<string, L>
}

export interface VariantDraft {
  axis: StoredAttributeValue | null
  bvc: Bvc
  from: number
  to: number
  stock: number
  /** With tax, EUR cents. */
  eur: number
  rrp: number | null
  priceReference: number | null
  onSale: boolean
  scales: Array<{ amount: number; eur: number }>
  payback: number | null
  /** Content in the reference unit, when the type has one. */
  content: number | null
}

export interface ProductDraft {
  id: number
  masterKey: string
  referenceKey: string
  type: ProductTypeDef
  model: string
  feature: L | null
  brandIndex: number
  colours: string[]
  withDetailImage: boolean
  variants: VariantDraft[]
  rating: { average: number; count: number } | null
  freeShipping: boolean
  withSubbrand: boolean
  vpp: boolean
  gravureLength: string | null
  motif: L | null
  bundle: Array<{ productId: number; referenceKey: string; quantity: number }> | null
  isNew: boolean
  popularity: number
  themes: string[]
  promotion: string | null
  collections: string[]
  /** Days before the seed epoch. */
  ageDays: number
}

export interface SeedOptions {
  flavour: Flavour
  /** Number of products; default 400. */
  count?: number
  /** Any text; the same seed gives the same catalog. */
  seed?: string
}
