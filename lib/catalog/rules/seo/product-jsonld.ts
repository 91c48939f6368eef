/** Product page JSON-LD: schema.org Product with one Offer per variant, and the BreadcrumbList. */
import type { Product } from '@/lib/catalog/rules/types'
import type { VariantOption } from '@/lib/catalog/rules/view/variant-options'
import { readRating } from '@/lib/catalog/rules'

const AVAILABILITY = {
  buyable: 'https://schema.org/InStock',
  preorder: 'https://schema.org/PreOrder',
  soldOut: 'https://schema.org/SoldOut',
  none: 'https://schema.org/OutOfStock',
} as const

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
}

export function productJsonLd(product: Product, facts: JsonLdFacts) {
  const url = facts.origin + facts.path
  const rating = readRating(product.attributes)
  const item = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    sku: product.referenceKey,
    brand: { '@type': 'Brand', name: product.brand.name },
    image: product.images.map((img) => facts.origin + img.src),
    ...(rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: rating.value,
        reviewCount: rating.quantity,
      },
    }),
    offers: facts.options.map((option) => ({
      '@type': 'Offer',
      sku: option.referenceKey,
      url: `${url}?variant=${encodeURIComponent(option.referenceKey)}`,
      price: (option.price.cents / 100).toFixed(2),
      priceCurrency: facts.currency,
      availability: availability(option),
    })),
  }
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: facts.breadcrumb.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: facts.origin + item.path,
    })),
  }
  return { product: item, breadcrumbs }
}

/** JSON for a <script type="application/ld+json">: `<` escaped so content can never close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
