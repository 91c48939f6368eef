/**
 * What every Offer of the product JSON-LD says about shipping and returns (schema.org
 * OfferShippingDetails and MerchantReturnPolicy, as Google documents them for merchant listings): the
 * rate from the market's shipping cost configuration (spec 02 §3; spec 01 §9 fallback), the delivery
 * time from the variant's own window (spec 01 §4), the return policy from lib/config/returns.ts.
 */
import { attributeIs } from '@/lib/catalog/rules/attributes'
import type { Product } from '@/lib/catalog/rules/types'
import type { VariantOption } from '@/lib/catalog/rules/view/variant-options'
import { tierFor, type ShippingConfig } from '@/lib/basket/rules/shipping'
import type { ReturnPolicy } from '@/lib/config/returns'
import { MONEY_MINOR_UNITS, PRICE_DECIMALS } from '@/lib/config/constants'

export interface PolicyFacts {
  /** The product page's absolute address: the policies are named under it. */
  url: string
  /** The market's country, lowercase ISO 3166-1 ('de', 'ch'). */
  country: string
  currency: string
  shipping: ShippingConfig
  returns: ReturnPolicy
}

/** Integer cents as schema.org wants a price: a decimal string with a dot ('4.99'). */
export const decimalPrice = (cents: number) => (cents / MONEY_MINOR_UNITS).toFixed(PRICE_DECIMALS)

/**
 * Which costs one piece pays, as the basket would (lib/basket/rules/shipping.ts): free-shipping goods
 * nothing, bulky goods freight, the rest standard, each at the tier the piece's price reaches.
 */
export function shippingRateCents(
  product: Pick<Product, 'attributes'>,
  priceCents: number,
  shipping: ShippingConfig,
): number {
  if (attributeIs(product.attributes, 'freeShipping', 'j')) return 0
  const tiers = attributeIs(product.attributes, 'bulkyOrLoad', 'j') ? shipping.freight : shipping.standard
  return tierFor(tiers, priceCents)?.costCents ?? 0
}

const days = (min: number, max: number) => ({
  '@type': 'QuantitativeValue',
  minValue: min,
  maxValue: max,
  unitCode: 'DAY',
})

/** The window the page promises counts from the order: no separate handling time on top of it. */
function deliveryTime(option: Pick<VariantOption, 'delivery'>) {
  const delivery = option.delivery
  if (!('from' in delivery)) return null
  return {
    '@type': 'ShippingDeliveryTime',
    handlingTime: days(0, 0),
    transitTime: days(Math.min(delivery.from, delivery.to), Math.max(delivery.from, delivery.to)),
  }
}

export function returnPolicyJsonLd(facts: Pick<PolicyFacts, 'url' | 'country' | 'returns'>) {
  return {
    '@type': 'MerchantReturnPolicy',
    '@id': `${facts.url}#return-policy`,
    applicableCountry: facts.country.toUpperCase(),
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: facts.returns.days,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: facts.returns.free
      ? 'https://schema.org/FreeReturn'
      : 'https://schema.org/ReturnFeesCustomerResponsibility',
  }
}

/** The shipping details and return policy of one variant's offer. */
export type OfferPolicies = (option: Pick<VariantOption, 'price' | 'delivery'>) => Record<string, unknown>

export function offerPolicies(product: Pick<Product, 'attributes'>, facts: PolicyFacts): OfferPolicies {
  const returnPolicy = returnPolicyJsonLd(facts)
  return (option) => {
    const time = deliveryTime(option)
    return {
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingRate: {
          '@type': 'MonetaryAmount',
          value: decimalPrice(shippingRateCents(product, option.price.cents, facts.shipping)),
          currency: facts.currency,
        },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: facts.country.toUpperCase() },
        ...(time && { deliveryTime: time }),
      },
      hasMerchantReturnPolicy: returnPolicy,
    }
  }
}
