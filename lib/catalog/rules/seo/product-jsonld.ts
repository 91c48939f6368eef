/**
 * Product page JSON-LD and its BreadcrumbList. A product with variants is a schema.org ProductGroup
 * whose variants are Products of their own (Google's product variant structured data: hasVariant,
 * variesBy, productGroupID), each with its `?variant=` address (spec 01 §2), which the server renders
 * with that variant's price and state; a product with one variant is a plain Product. Every address
 * is absolute.
 */
import type { Product, ProductImage } from '@/lib/catalog/rules/types'
import type { VariantOption } from '@/lib/catalog/rules/view/variant-options'
import { readRating } from '@/lib/catalog/rules'
import { decimalPrice, type OfferPolicies } from './offer-policies'

const AVAILABILITY = {
  buyable: 'https://schema.org/InStock',
  preorder: 'https://schema.org/PreOrder',
  soldOut: 'https://schema.org/SoldOut',
  none: 'https://schema.org/OutOfStock',
} as const

/** Every variant axis of the catalog (masse, doppelgroesse, asGro, auswahlWalz) is a size or amount. */
const VARIES_BY = ['https://schema.org/size']

function availability(option: VariantOption): string {
  if (option.delivery.kind === 'preorder') return AVAILABILITY.preorder
  if (option.soldOut) return AVAILABILITY.soldOut
  return option.buyable ? AVAILABILITY.buyable : AVAILABILITY.none
}

interface JsonLdFacts {
  origin: string
  /** The product page's own path, e.g. '/de/p/kochtopf-100001/'. */
  path: string
  currency: string
  options: VariantOption[]
  breadcrumb: Array<{ name: string; path: string }>
  /** Shipping details and return policy of each offer (lib/catalog/rules/seo/offer-policies.ts). */
  policies?: OfferPolicies
}

/** An image or page address as structured data needs it: absolute on the market's origin. */
export const absoluteUrl = (origin: string, src: string) => (/^https?:\/\//i.test(src) ? src : origin + src)

/** The address that opens the page on one variant (spec 01 §2 `?variant=`). */
export const variantUrl = (url: string, option: Pick<VariantOption, 'referenceKey'>) =>
  `${url}?variant=${encodeURIComponent(option.referenceKey)}`

export function productJsonLd(product: Product, facts: JsonLdFacts) {
  const url = facts.origin + facts.path
  const rating = readRating(product.attributes)
  const images = (list: readonly ProductImage[]) => list.map((img) => absoluteUrl(facts.origin, img.src))
  const offer = (option: VariantOption, offerUrl: string) => ({
    '@type': 'Offer',
    sku: option.referenceKey,
    url: offerUrl,
    price: decimalPrice(option.price.cents),
    priceCurrency: facts.currency,
    availability: availability(option),
    itemCondition: 'https://schema.org/NewCondition',
    ...facts.policies?.(option),
  })
  const shared = {
    '@context': 'https://schema.org',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    url,
    brand: { '@type': 'Brand', name: product.brand.name },
    image: images(product.images),
    ...(rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: rating.value,
        reviewCount: rating.quantity,
      },
    }),
  }
  const [only] = facts.options
  const item =
    facts.options.length > 1
      ? {
          ...shared,
          '@type': 'ProductGroup',
          productGroupID: product.referenceKey,
          variesBy: VARIES_BY,
          hasVariant: facts.options.map((option) => {
            const variant = product.variants.find((v) => v.id === option.id)
            const address = variantUrl(url, option)
            return {
              '@type': 'Product',
              sku: option.referenceKey,
              name: option.label ? `${product.name} ${option.label}` : product.name,
              url: address,
              image: images(variant?.images.length ? variant.images : product.images),
              ...(option.label && { size: option.label }),
              offers: offer(option, address),
            }
          }),
        }
      : {
          ...shared,
          '@type': 'Product',
          sku: only?.referenceKey ?? product.referenceKey,
          ...(only && { offers: offer(only, url) }),
        }
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: facts.breadcrumb.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(facts.origin, crumb.path),
    })),
  }
  return { product: item, breadcrumbs }
}

/** JSON for a <script type="application/ld+json">: `<` escaped so content can never close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
