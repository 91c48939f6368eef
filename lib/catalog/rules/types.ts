/**
 * Catalog entities of spec 01 §3 and the listing product of spec 02 §3, as the shop's own back end
 * serves them. Money is integer cents. Attribute and field names follow the spec (German attribute keys
 * are the catalog's own).
 */
import type { Currency } from '@/lib/config/markets'

/** Availability code of spec 01 §4: 1, 2 buyable; 3 no delivery time; 4 sold out. */
export type Bvc = 1 | 2 | 3 | 4

export interface AttributeValue {
  /** Machine value, e.g. 'j', '1', 'rot'. */
  value: string
  /** Shopper-facing label in the requested language. */
  label: string
}

/** Single- or multi-valued attribute, keyed by the catalog's attribute name (farbe, masse, …). */
export type Attributes = Record<string, AttributeValue | AttributeValue[] | undefined>

export interface PriceReference {
  withTax: number
  /** 'LI' (shown as l), 'QM' (m²), 'KG', 'ST' … */
  unit: string
  size: number
}

export interface AppliedReduction {
  category: 'sale' | 'campaign' | 'voucher'
  type: 'relative' | 'absolute'
  amount: { relative: number; absoluteWithTax: number }
}

export interface Price {
  withTax: number
  withoutTax: number
  recommendedRetailPrice: number | null
  currencyCode: Currency
  reference: PriceReference | null
  appliedReductions: AppliedReduction[]
  tax: { vat: { amount: number; rate: number } }
}

/** Scale (quantity) prices and delivery data of a variant: "KQPRI" in spec 01 §3 / spec 02 §3. */
export interface Kqpri {
  BVC: Bvc
  deliveryDaysFrom: number
  deliveryDaysTo: number
  priceReference: string | null
  scaleAmount1?: number
  scalePrice1?: number
  scaleUnit1?: string
  scaleAmount2?: number
  scalePrice2?: number
  scaleUnit2?: string
  scaleAmount3?: number
  scalePrice3?: number
  scaleUnit3?: string
  Punkte_Faktor_Payback?: number
}

export interface ProductImage {
  /** Path under the shop's own image service, e.g. '/images/catalog/100001-rot-1.webp'. */
  src: string
  alt?: string
  width?: number
  height?: number
}

export interface Variant {
  id: number
  referenceKey: string
  images: ProductImage[]
  price: Price
  stock: { quantity: number }
  availability: { BVC: Bvc }
  KQPRI: Kqpri
  attributes: Attributes
  advancedAttributes: Record<string, unknown>
}

export interface Category {
  categoryId: number
  categoryName: string
  /** Slug of the category page under kategorieseiten (spec 01 §2). */
  categorySlug: string
  /** Tracking label 'a | b | number' (spec 02 §7): the warengruppe is its first number. */
  categoryLabel?: string
  /** Stable key of the category, e.g. 'grossgerte' (spec 01 §9 electrical-equipment keys are such keys). */
  categoryKey?: string
  /** Up to 5 levels, root first. */
  path: Array<{ id: number; name: string; slug: string }>
}

export interface SiblingEntry {
  id: number
  label: string
  referenceKey: string
  imageHash: string
  isActive: boolean
  advancedAttributes: Record<string, unknown>
  buyableVariant: boolean
  hasVariants: boolean
}

export interface PriceRange {
  min: Price
  max: Price
}

export interface Product {
  id: number
  referenceKey: string
  masterKey: string
  /** Canonical product page slug part (spec 02 §7 slug rule applied to the name), without the number. */
  seoUrl: string
  isActive: boolean
  isSoldOut: boolean
  isNew: boolean
  brand: { id: number; name: string }
  name: string
  /** Product description in the requested language (plain text). */
  description?: string
  categories: Category[]
  collections: string[]
  /** Sale percent of the current cheapest variant, or null (spec 02 §3 badges). */
  sale: number | null
  images: ProductImage[]
  siblings: SiblingEntry[]
  priceRange: PriceRange
  /** Colour codes of the palette (spec 02 §3), one set per sibling/colourway. */
  colorsList: string[][]
  variants: Variant[]
  attributes: Attributes
  advancedAttributes: Record<string, unknown>
  createdAt: string
  updatedAt: string
  firstLiveAt: string
  /** Promotion the product takes part in (listing product `promo`, spec 02 §3); drives the promotion badge. */
  promo?: ProductPromotion | null
  /** Product themes (e.g. sustainability, made in Germany) shown as product-theme badges (spec 02 §3). */
  themes?: ProductTheme[]
}

/** A promotion as carried on a product: its id and its shopper-facing label in the requested language. */
export interface ProductPromotion {
  id: string
  label: string
}

/** A product theme badge source: stable id and label in the requested language. */
export interface ProductTheme {
  id: string
  label: string
}

/** Rating read from attributes (spec 02 §3): durchschnittBewertungen label, anzahlBewertungen value. */
export interface Rating {
  value: number
  quantity: number
}
