/**
 * An order line in the basket line card's shape (spec 02 §2: "in the order-detail view it shows the
 * quantity as an amount instead of a stepper"): what the order's snapshot knows — name, brand, article
 * number, personalisation, image, the prices paid — linked to the product page with the ordered variant.
 * Nothing of today's catalog: the card shows what was bought, at the price it was bought.
 */
import { lineCustomTexts, type BasketLineView } from '@/lib/basket/rules/line-view'
import { shownArticleNumber } from '@/lib/catalog/rules/article-number'
import { formatMoney } from '@/lib/catalog/rules/money'
import { productSlug } from '@/lib/catalog/rules/product-slug'
import type { OrderLineView } from './order-view'

export interface OrderLineFacts {
  lineId: number
  productId: number
  /** The market's formatting locale. */
  locale: string
  currency: 'EUR' | 'CHF'
}

export function orderLineView(line: OrderLineView, facts: OrderLineFacts): BasketLineView {
  const format = { locale: facts.locale, currency: facts.currency }
  const unitPrice = formatMoney(line.unitGrossCents, format)
  return {
    key: String(facts.lineId),
    productId: facts.productId,
    pdp: productSlug(line.name, facts.productId),
    variantReferenceKey: line.referenceKey,
    name: line.name,
    brand: line.brand ?? '',
    subbrand: null,
    articleNumber: shownArticleNumber(line.referenceKey),
    attributes: [],
    customTexts: lineCustomTexts({
      customData: { customText: line.customText, pricePromotionKey: 'default' },
    }),
    image: line.image ? { src: line.image, alt: line.name } : null,
    quantity: line.quantity,
    availableQuantity: line.quantity,
    canDecrease: false,
    canIncrease: false,
    freeOfCharge: line.totalGrossCents === 0,
    unitPrice,
    totalPrice: formatMoney(line.totalGrossCents, format),
    price: {
      cents: line.unitGrossCents,
      price: unitPrice,
      currencyCode: facts.currency,
      sale: null,
      recommendedRetailPrice: null,
      referencePrice: null,
      unitPrice: null,
      scalePrices: [],
      hasDifferentPrice: false,
    },
    reachedScale: null,
    paybackPoints: null,
    promotion: null,
  }
}
