/** Builds the answer of spec 02 §3 from stored lines and their catalog products (pure). */
import { attributeIs, firstAttribute } from '@/lib/catalog/rules/attributes'
import type { Product, Variant } from '@/lib/catalog/rules/types'
import type { Currency } from '@/lib/config/markets'
import type { BasketItemRow } from '@/lib/db/schema'
import { availableQuantity } from './lines'
import { basketCost, basketPaybackPoints, linePrice } from './pricing'
import { pricePromotionKey } from './scale-promotion'
import { shippingSummary, type ShippingConfig } from './shipping'
import type { Basket, BasketCustomData, BasketItem, BasketProduct, RemovedBasketItem } from './types'

export function toBasketProduct(product: Product): BasketProduct {
  return {
    id: product.id,
    referenceKey: product.referenceKey,
    masterKey: product.masterKey,
    seoUrl: product.seoUrl,
    name: product.name,
    brand: product.brand,
    subbrand: firstAttribute(product.attributes, 'subbrand') ?? null,
    isActive: product.isActive,
    isSoldOut: product.isSoldOut,
    attributes: product.attributes,
    advancedAttributes: product.advancedAttributes,
    images: product.images,
    categories: product.categories,
  }
}

function customDataOf(stored: Record<string, unknown>, variant: Variant, quantity: number): BasketCustomData {
  const { customText, cPromo, ffData } = stored as Partial<BasketCustomData>
  return {
    ...(customText ? { customText } : {}),
    ...(cPromo ? { cPromo } : {}),
    ...(ffData ? { ffData } : {}),
    pricePromotionKey: pricePromotionKey(variant.KQPRI, quantity),
  }
}

export function toBasketItem(row: BasketItemRow, product: Product, variant: Variant): BasketItem {
  const price = linePrice(variant, row.quantity)
  const promo = product.promo ?? null
  return {
    key: row.key,
    quantity: row.quantity,
    availableQuantity: availableQuantity(variant),
    variant,
    product: toBasketProduct(product),
    itemGroup: row.itemGroup ?? null,
    customData: customDataOf(row.customData, variant, row.quantity),
    displayData: row.displayData,
    price,
    promotionId: promo?.id ?? null,
    promotion: promo ? { id: promo.id, isValid: true, label: promo.label, effect: { type: 'badge' } } : null,
    freeShipping: attributeIs(product.attributes, 'freeShipping', 'j'),
  }
}

// Rows and products come from per-process caches (lib/basket/server/lines-cache,
// lib/catalog/server/store/cached): while a line's row, product and variant are the same objects, so is
// its view, and an add to a long basket builds one line anew instead of all of them.
const itemViews = new WeakMap<BasketItemRow, { product: Product; variant: Variant; item: BasketItem }>()

/** toBasketItem, remembered per row object; the answer is never changed afterwards, only sent. */
export function basketItemView(row: BasketItemRow, product: Product, variant: Variant): BasketItem {
  const kept = itemViews.get(row)
  if (kept?.product === product && kept.variant === variant) return kept.item
  const item = toBasketItem(row, product, variant)
  itemViews.set(row, { product, variant, item })
  return item
}

export function toRemovedItem(row: BasketItemRow, product: Product | undefined): RemovedBasketItem {
  return {
    key: row.key,
    variantId: row.variantId,
    productId: row.productId,
    quantity: row.quantity,
    name: product?.name ?? null,
  }
}

export interface BasketViewInput {
  key: string
  items: BasketItem[]
  removedItems: RemovedBasketItem[]
  currency: Currency
  paybackEnabled: boolean
  shipping: ShippingConfig
}

export function toBasket(input: BasketViewInput): Basket {
  const { items } = input
  return {
    key: input.key,
    items,
    count: items.reduce((sum, i) => sum + i.quantity, 0),
    cost: basketCost(
      items.map((i) => i.price.total),
      input.currency,
    ),
    shipping: shippingSummary(
      items.map((i) => ({
        totalWithTax: i.price.total.withTax,
        freeShipping: i.freeShipping,
        bulky: attributeIs(i.product.attributes, 'bulkyOrLoad', 'j'),
      })),
      input.shipping,
    ),
    paybackPoints: basketPaybackPoints(items, input.paybackEnabled),
    removedItems: input.removedItems,
  }
}
