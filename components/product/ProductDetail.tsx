/** The product detail page (spec 01 §2 "Product detail", /p/{pdp}/), composed from the catalog rules. */
import { getTranslations } from 'next-intl/server'
import { flavourRules, type Language, type Market } from '@/lib/config'
import { marketOrigin } from '@/lib/config/origin'
import type { CategoryCrumb } from '@/lib/catalog/rules/category-links'
import type { Product } from '@/lib/catalog/rules/types'
import { isVoucherProduct, productGroup } from '@/lib/catalog/rules/voucher'
import {
  badges,
  colourDots,
  firstAttribute,
  productBadgeFacts,
  productEktgNoticeApplies,
  readRating,
} from '@/lib/catalog/rules'
import { currentOption, variantAxis, variantOptions } from '@/lib/catalog/rules/view/variant-options'
import { sizeAdvice } from '@/lib/catalog/rules/view/size-advisor'
import { productPersonalisation } from '@/lib/catalog/rules/view/personalisation'
import { productSeals } from '@/lib/catalog/rules/view/product-seals'
import { siblingOptions } from '@/lib/catalog/rules/view/sibling-options'
import { linkedCrumbs, productBreadcrumb } from '@/lib/catalog/rules/view/product-breadcrumb'
import { jsonLdScript, productJsonLd } from '@/lib/catalog/rules/seo/product-jsonld'
import { offerPolicies } from '@/lib/catalog/rules/seo/offer-policies'
import type { ShippingConfig } from '@/lib/basket/rules/shipping'
import { returnPolicyOf } from '@/lib/config/returns'
import { getPathname } from '@/lib/i18n/navigation'
import { withTrailingSlash } from '@/lib/i18n/trailing-slash'
import { BadgeList } from '@/components/catalog/BadgeList'
import { ColourDotList } from '@/components/catalog/ColourDotList'
import { RatingStars } from '@/components/catalog/RatingStars'
import { WishlistToggle } from '@/components/wishlist/WishlistToggle'
import { TrackEvent } from '@/components/tracking/TrackEvent'
import { TRACKING_EVENT } from '@/lib/tracking/rules/events'
import { viewItemEcommerce } from '@/lib/tracking/rules/event-payloads'
import { ProductBrand } from './ProductBrand'
import { ProductBreadcrumb } from './ProductBreadcrumb'
import { ProductBuyBox } from './ProductBuyBox'
import { ProductDetailMessages } from './ProductDetailMessages'
import { ProductGallery } from './ProductGallery'
import { ProductInfoPanels } from './ProductInfoPanels'
import { EktgNotice } from './EktgNotice'
import { ProductSiblings } from './ProductSiblings'
import { ProductSeals } from './ProductSeals'
import styles from './product.module.css'

interface Props {
  product: Product
  market: Market
  language: Language
  pdp: string
  /** The variant the address names (`?variant=`, checked by the proxy), or undefined: the default pick. */
  variant?: string
  /** The market's shipping costs (spec 02 §3), for the offers' structured data. */
  shipping: ShippingConfig
  /** The siblings' own products, for their prices and addresses (spec 01 §3 sibling list). */
  siblingProducts: Product[]
  /** The levels of the product's first category, each linked to a page that answers (or named only). */
  categoryCrumbs: CategoryCrumb[]
}

export async function ProductDetail({
  product,
  market,
  language,
  pdp,
  variant,
  shipping,
  siblingProducts,
  categoryCrumbs,
}: Props) {
  const t = await getTranslations({ locale: language, namespace: 'product' })
  const options = variantOptions(product, {
    locale: market.formattingLocale,
    flavour: flavourRules,
    payback: market.options.payback,
  })
  const axis = variantAxis(options)
  // Spec 01 §4 current variant as the server knows it: what the HTML shows before any script runs.
  const current = currentOption(options, variant)
  const images = product.variants.find((v) => v.id === current?.id)?.images ?? product.images
  const siblings = siblingOptions(product, siblingProducts, market.formattingLocale)
  const productBadges = badges(productBadgeFacts(product), flavourRules)
  const rating = readRating(product.attributes)
  const dots = colourDots(product.colorsList)
  const subbrand = firstAttribute(product.attributes, 'subbrand')?.label
  const path = withTrailingSlash(
    getPathname({ locale: language, href: { pathname: '/p/[pdp]', params: { pdp } } }),
  )
  const crumbs = productBreadcrumb({ name: t('home'), href: `/${language}/` }, categoryCrumbs, {
    name: product.name,
    href: path,
  })
  const origin = marketOrigin(market)
  const jsonLd = productJsonLd(product, {
    origin,
    path,
    currency: market.currency,
    options,
    breadcrumb: linkedCrumbs(crumbs),
    policies: offerPolicies(product, {
      url: origin + path,
      country: market.country,
      currency: market.currency,
      shipping,
      returns: returnPolicyOf(market.code),
    }),
  })
  return (
    <ProductDetailMessages>
      <article className={styles.product} data-product-id={product.id}>
        <ProductBreadcrumb crumbs={crumbs} label={t('breadcrumb')} />
        <div className={styles.layout}>
          <ProductGallery key={`${product.id}-${current?.id}`} images={images} name={product.name} />
          <div className={styles.info}>
            <ProductBrand brand={product.brand.name} subbrand={subbrand} />
            <h1 className={styles.name}>{product.name}</h1>
            <WishlistToggle productId={product.id} productName={product.name} />
            <BadgeList badges={productBadges} />
            {rating && <RatingStars rating={rating} locale={market.formattingLocale} />}
            {dots && siblings.length < 2 && <ColourDotList dots={dots} />}
            <ProductSeals seals={productSeals(product)} />
            <ProductSiblings siblings={siblings} />
            <ProductBuyBox
              productId={product.id}
              options={options}
              initialVariant={variant ?? null}
              axis={axis}
              advice={sizeAdvice(axis, options)}
              personalisation={productPersonalisation(product)}
              cart={{
                productName: product.name,
                imageSrc: product.images[0]?.src ?? null,
                gift: isVoucherProduct(productGroup(product.categories), flavourRules),
              }}
            />
            {productEktgNoticeApplies(market.country, product) && <EktgNotice />}
          </div>
        </div>
        <ProductInfoPanels
          product={product}
          options={options}
          language={language}
          locale={market.formattingLocale}
        />
        <TrackEvent
          key={product.id}
          event={TRACKING_EVENT.viewItem}
          ecommerce
          payload={viewItemEcommerce(product, market.currency)}
        />
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdScript([jsonLd.product, jsonLd.breadcrumbs]) }}
        />
      </article>
    </ProductDetailMessages>
  )
}
