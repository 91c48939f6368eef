/**
 * What a basket line card shows (spec 02 §2 "Basket line card", §4 quantity stepper), computed from a
 * basket item by pure rules. Browser-safe: the basket page renders it on the client.
 */
import { shownArticleNumber } from '@/lib/catalog/rules/article-number'
import { attributeValues } from '@/lib/catalog/rules/attributes'
import { itemPaybackPoints } from '@/lib/catalog/rules/payback'
import { priceDisplay, type PriceDisplay } from '@/lib/catalog/rules/price-display'
import { formatMoney } from '@/lib/catalog/rules/money'
import { productPdp } from '@/lib/catalog/rules/product-slug'
import type { ProductImage } from '@/lib/catalog/rules/types'
import { isNoCustomisation } from '@/lib/catalog/rules/view/personalisation'
import type { BasketItem } from './types'

export interface BasketLineView {
  key: string
  productId: number
  /** The product page's pdp parameter: the product's own address, as product cards link it. */
  pdp: string
  /** The variant the link names (`?variant=`, spec 02 §2). */
  variantReferenceKey: string
  name: string
  brand: string
  subbrand: string | null
  articleNumber: string
  /** Labels of the variant's own attributes: what tells it apart from the product's other variants. */
  attributes: string[]
  /** Personalisation texts text1..n in order; none for 'ohne' (spec 02 §4). */
  customTexts: string[]
  image: ProductImage | null
  quantity: number
  availableQuantity: number
  /** Spec 02 §4: decrease is disabled below 2, increase at the available quantity. */
  canDecrease: boolean
  canIncrease: boolean
  /** Spec 02 §2 free-of-charge badge: the line costs nothing. */
  freeOfCharge: boolean
  /** What one piece costs in this line (the scale price once a threshold is reached) and the line. */
  unitPrice: string
  totalPrice: string
  /** The variant's catalog price display: sale, reference (unit) price and scale prices. */
  price: PriceDisplay
  /** The scale threshold this line's quantity reached (spec 02 §4 `Promotion{threshold}`), or null. */
  reachedScale: number | null
  /** Spec 02 §9 payback points of the line; null where the market has no payback. */
  paybackPoints: number | null
  promotion: string | null
}

export interface LineViewFacts {
  /** The market's formatting locale. */
  locale: string
  payback: boolean
}

/** The variant's images first (they show its colour), else the product's. */
export function lineImage(item: Pick<BasketItem, 'variant' | 'product'>): ProductImage | null {
  return item.variant.images[0] ?? item.product.images[0] ?? null
}

export function lineAttributes(item: Pick<BasketItem, 'variant'>): string[] {
  return Object.keys(item.variant.attributes)
    .flatMap((key) => attributeValues(item.variant.attributes, key).map((a) => a.label || a.value))
    .filter((label) => label.trim() !== '')
}

const TEXT_KEY = /^text(\d+)$/

export function lineCustomTexts(item: Pick<BasketItem, 'customData'>): string[] {
  const texts = item.customData.customText ?? {}
  return Object.entries(texts)
    .flatMap(([key, value]) => {
      const n = TEXT_KEY.exec(key)?.[1]
      return n && typeof value === 'string' && value.trim() !== '' && !isNoCustomisation(value)
        ? [{ n: Number(n), value: value.trim() }]
        : []
    })
    .sort((a, b) => a.n - b.n)
    .map((t) => t.value)
}

/** `Promotion{threshold}` → threshold; `default` or anything else → null. */
export function reachedScaleThreshold(pricePromotionKey: string): number | null {
  const match = /^Promotion(\d+)$/.exec(pricePromotionKey)
  return match ? Number(match[1]) : null
}

export function quantityBounds(item: Pick<BasketItem, 'quantity' | 'availableQuantity'>) {
  const max = Math.max(1, item.availableQuantity)
  return { min: 1, max, canDecrease: item.quantity >= 2, canIncrease: item.quantity < item.availableQuantity }
}

/**
 * A quantity the shopper typed: whole numbers only, held within 1 and the available quantity (a bigger
 * number means "as many as possible"). Anything else is no quantity: the field goes back to the line's.
 */
export function typedQuantity(text: string, max: number): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,6}$/.test(trimmed)) return null
  const value = Number(trimmed)
  if (value < 1) return null
  return Math.min(value, Math.max(1, max))
}

/**
 * The product page address of a line (spec 02 §2): the product's own address, as cards link it, with
 * `?variant={variantReferenceKey}`. `productPath` is the localised page path ('/de/p/…'); every shop
 * path ends in a slash (spec 01 §2), so one is added when the router left it off.
 */
export function lineProductHref(productPath: string, variantReferenceKey: string): string {
  const path = productPath.endsWith('/') ? productPath : `${productPath}/`
  return `${path}?variant=${encodeURIComponent(variantReferenceKey)}`
}

export function basketLineView(item: BasketItem, facts: LineViewFacts): BasketLineView {
  const format = { locale: facts.locale, currency: item.price.unit.currencyCode }
  const bounds = quantityBounds(item)
  return {
    key: item.key,
    productId: item.product.id,
    pdp: productPdp(item.product),
    variantReferenceKey: item.variant.referenceKey,
    name: item.product.name,
    brand: item.product.brand.name,
    subbrand: item.product.subbrand?.label ?? null,
    articleNumber: shownArticleNumber(item.variant.referenceKey),
    attributes: lineAttributes(item),
    customTexts: lineCustomTexts(item),
    image: lineImage(item),
    quantity: item.quantity,
    availableQuantity: item.availableQuantity,
    canDecrease: bounds.canDecrease,
    canIncrease: bounds.canIncrease,
    freeOfCharge: item.price.total.withTax === 0,
    unitPrice: formatMoney(item.price.unit.withTax, format),
    totalPrice: formatMoney(item.price.total.withTax, format),
    price: priceDisplay(item.variant, { locale: facts.locale }),
    reachedScale: reachedScaleThreshold(item.customData.pricePromotionKey),
    paybackPoints: facts.payback
      ? itemPaybackPoints({
          factor: item.variant.KQPRI.Punkte_Faktor_Payback,
          unitPriceWithTax: item.price.unit.withTax,
          quantity: item.quantity,
        })
      : null,
    promotion: item.promotion?.isValid ? item.promotion.label : null,
  }
}
