import type { Basket, BasketItem } from '@/lib/basket/rules/types'
import type { Currency } from '@/lib/config/markets'
import type { Kqpri, Variant } from '@/lib/catalog/rules/types'

/** Basket answers of spec 02 §3 for the basket page's component tests: only what a case sets differs. */
export interface ItemSpec {
  key?: string
  quantity?: number
  availableQuantity?: number
  unitCents?: number
  currency?: Currency
  name?: string
  productId?: number
  seoUrl?: string
  variantReferenceKey?: string
  attributes?: Variant['attributes']
  kqpri?: Partial<Kqpri>
  customText?: Record<string, string>
  pricePromotionKey?: string
  imageSrc?: string | null
}

const money = (withTax: number, currencyCode: Currency) => ({
  withTax,
  withoutTax: Math.round(withTax / 1.19),
  currencyCode,
})

export function basketItem(spec: ItemSpec = {}): BasketItem {
  const quantity = spec.quantity ?? 1
  const unit = spec.unitCents ?? 2999
  const currency = spec.currency ?? 'EUR'
  const productId = spec.productId ?? 100001
  const images = spec.imageSrc === null ? [] : [{ src: spec.imageSrc ?? '/images/catalog/100001-1.webp' }]
  return {
    key: spec.key ?? 'line-1',
    quantity,
    availableQuantity: spec.availableQuantity ?? 5,
    variant: {
      id: 7,
      referenceKey: spec.variantReferenceKey ?? '1234567_02',
      images: [],
      price: {
        ...money(unit, currency),
        recommendedRetailPrice: null,
        reference: null,
        appliedReductions: [],
        tax: { vat: { amount: 0, rate: 0.19 } },
      },
      stock: { quantity: spec.availableQuantity ?? 5 },
      availability: { BVC: 1 },
      KQPRI: { BVC: 1, deliveryDaysFrom: 1, deliveryDaysTo: 3, priceReference: null, ...spec.kqpri },
      attributes: spec.attributes ?? { groesse: { value: '135x200', label: '135 × 200 cm' } },
      advancedAttributes: {},
    },
    product: {
      id: productId,
      referenceKey: String(productId),
      masterKey: `M${productId}`,
      seoUrl: spec.seoUrl ?? 'bettwaesche-karlo',
      name: spec.name ?? 'Bettwäsche Karlo',
      brand: { id: 1, name: 'Hauswelt' },
      subbrand: { value: 'schlafwelt', label: 'Schlafwelt' },
      isActive: true,
      isSoldOut: false,
      attributes: {},
      advancedAttributes: {},
      images,
      categories: [],
    },
    itemGroup: null,
    customData: {
      pricePromotionKey: spec.pricePromotionKey ?? 'default',
      ...(spec.customText ? { customText: spec.customText } : {}),
    },
    displayData: {},
    price: { unit: money(unit, currency), total: money(unit * quantity, currency) },
    promotionId: null,
    promotion: null,
    freeShipping: false,
  }
}

export function basketOf(items: BasketItem[], extra: Partial<Basket> = {}): Basket {
  const currency = items[0]?.price.total.currencyCode ?? 'EUR'
  const total = items.reduce((sum, i) => sum + i.price.total.withTax, 0)
  return {
    key: 'basket_1_' + 'a'.repeat(32),
    items,
    count: items.reduce((n, i) => n + i.quantity, 0),
    cost: { withTax: total, withoutTax: Math.round(total / 1.19), currencyCode: currency },
    shipping: {
      kind: items.length ? 'standard' : null,
      costCents: items.length ? 499 : 0,
      label: null,
      orderValueCents: total,
      progress: null,
    },
    paybackPoints: null,
    removedItems: [],
    ...extra,
  }
}
