/** The basket as spec 02 §3 and §7 describe it, as the shop's own back end answers it. Money in cents. */
import type { AttributeValue, Product, Variant } from '@/lib/catalog/rules/types'
import type { Currency } from '@/lib/config/markets'
import type { ListContents } from '@/lib/lists/rules/contents'
import type { ListOwner } from '@/lib/lists/rules/ownership'
import type { StoredItemGroup } from './stored-line'
import type { ShippingSummary } from './shipping'

export type BasketItemGroup = StoredItemGroup

export interface Money {
  withTax: number
  withoutTax: number
  currencyCode: Currency
}

/** The product part of an item: what a basket line shows and links to (spec 02 §3). */
export type BasketProduct = Pick<
  Product,
  | 'id'
  | 'referenceKey'
  | 'masterKey'
  | 'seoUrl'
  | 'name'
  | 'brand'
  | 'isActive'
  | 'isSoldOut'
  | 'attributes'
  | 'advancedAttributes'
  | 'images'
  | 'categories'
> & { subbrand: AttributeValue | null }

export interface BasketCustomData {
  /** Personalisation texts text1..n; absent without customisation. */
  customText?: Record<string, string>
  /** `Promotion{threshold}` or `default` (spec 02 §4), always computed by the server. */
  pricePromotionKey: string
  /** Tracking data the client keeps with the item (spec 02 §3). */
  cPromo?: { promotionId: string }
  ffData?: { ffCampaign: string }
}

export interface BasketPromotion {
  id: string
  isValid: boolean
  label: string
  /** The catalog's promotion badge: it names the promotion, the price already is the catalog's. */
  effect: { type: 'badge' }
}

export interface BasketItem {
  key: string
  quantity: number
  availableQuantity: number
  variant: Variant
  product: BasketProduct
  itemGroup: BasketItemGroup | null
  customData: BasketCustomData
  displayData: Record<string, unknown>
  price: { unit: Money; total: Money }
  promotionId: string | null
  promotion: BasketPromotion | null
  freeShipping: boolean
}

export interface RemovedBasketItem {
  key: string
  variantId: number
  productId: number
  quantity: number
  /** The product's name when the catalog still knows it. */
  name: string | null
}

/** count: pieces in the basket (the header counter). */
export interface Basket extends ListContents<BasketItem> {
  cost: Money
  shipping: ShippingSummary
  /** Spec 02 §9 payback points; null where the market has no payback. */
  paybackPoints: number | null
  /** Items the clean-up of spec 02 §4 just removed because they are no longer buyable. */
  removedItems: RemovedBasketItem[]
}

/** Whose basket a call reads or writes: the owner of a list (lib/lists/rules/ownership.ts). */
export type BasketOwner = ListOwner

export interface BasketAnswer {
  type: 'success'
  /** 201 when addItem created a line, 200 otherwise (the add-to-cart layer reads it, spec 02 §7). */
  statusCode: 200 | 201
  basket: Basket
}
