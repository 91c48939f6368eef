/**
 * What the product page and its per-variant page (spec 01 §2 /de/p/{pdp}/, `?variant=`) share: the
 * product's metadata and its rendering. The proxy has already sent other slugs to the canonical address
 * and rewritten it to the product number (and a known `?variant=` to the variant's own page), so both
 * are cached once per product, or once per product and variant.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { marketOrigin } from '@/lib/config/origin'
import { productPdp } from '@/lib/catalog/rules'
import { categoryCrumbs } from '@/lib/catalog/rules/category-links'
import {
  loadCategoryKeys,
  loadProduct,
  loadProducts,
  productIdFromPdp,
} from '@/lib/catalog/server/product-page'
import { loadContentIndex } from '@/lib/catalog/server/search/content-pages'
import { loadShippingConfig } from '@/lib/basket/server/shipping-config'
import { getPathname } from '@/lib/i18n/navigation'
import { withTrailingSlash } from '@/lib/i18n/trailing-slash'
import { pageContext } from '@/lib/routing/server/page-params'
import { ProductDetail } from '@/components/product/ProductDetail'
import { LastSeenRecorder } from '@/components/recommendations/LastSeenRecorder'
import { RecommendationSlots } from '@/components/recommendations/RecommendationSlots'

export type ProductParams = Promise<{ market: string; lang: string; pdp: string }>

async function resolve(params: ProductParams) {
  const [{ market, language }, { pdp }] = await Promise.all([pageContext(params), params])
  const id = productIdFromPdp(pdp)
  if (id === null) notFound()
  const product = await loadProduct(id, language, market.currency)
  if (!product) notFound()
  return { market, language, pdp, product }
}

const productPathIn = (language: Parameters<typeof getPathname>[0]['locale'], pdp: string) =>
  withTrailingSlash(getPathname({ locale: language, href: { pathname: '/p/[pdp]', params: { pdp } } }))

/** The same for every variant: the canonical address is the product's own, without `?variant=`. */
export async function productMetadata(params: ProductParams): Promise<Metadata> {
  const { market, language, product } = await resolve(params)
  const origin = marketOrigin(market)
  // hreflang: the same product in every language the market serves, each under its own slug.
  const translations = await Promise.all(
    market.languages.map(async (l) => [l, await loadProduct(product.id, l, market.currency)] as const),
  )
  const languages = Object.fromEntries(
    translations.flatMap(([l, p]) =>
      p ? [[`${l}-${market.country.toUpperCase()}`, origin + productPathIn(l, productPdp(p))]] : [],
    ),
  )
  const image = product.images[0]
  return {
    title: `${product.name} – ${product.brand.name}`,
    description: product.description?.slice(0, 160),
    alternates: { canonical: origin + productPathIn(language, productPdp(product)), languages },
    openGraph: {
      type: 'website',
      title: product.name,
      description: product.description?.slice(0, 160),
      images: image ? [{ url: origin + image.src, width: image.width, height: image.height }] : [],
    },
  }
}

/**
 * The product page; `variant` is the reference key the proxy checked against the product (spec 01 §4
 * current variant), or undefined for the default pick.
 */
export async function ProductRoute({ params, variant }: { params: ProductParams; variant?: string }) {
  const { market, language, product } = await resolve(params)
  const pdp = productPdp(product)
  const categoryPath = product.categories[0]?.path ?? []
  const [siblingProducts, keys, content, shipping] = await Promise.all([
    loadProducts(
      product.siblings.map((s) => s.id),
      language,
      market.currency,
    ),
    loadCategoryKeys(categoryPath.map((c) => c.id)),
    loadContentIndex(language),
    loadShippingConfig(market.code, language),
  ])
  return (
    <>
      <ProductDetail
        product={product}
        market={market}
        language={language}
        pdp={pdp}
        variant={variant}
        shipping={shipping}
        siblingProducts={siblingProducts}
        categoryCrumbs={categoryCrumbs(categoryPath, keys, content.categoryPages)}
      />
      {/* Spec 01 §3: the product page's slots, asked for in the browser; the view is remembered there. */}
      <LastSeenRecorder productId={product.id} />
      <RecommendationSlots
        slots={['pds_alternatives', 'pds_suggestions', 'pds_last_seen']}
        itemId={product.id}
      />
    </>
  )
}
