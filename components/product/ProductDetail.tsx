import { getTranslations } from 'next-intl/server'
import { flavourRules, type Language, type Market } from '@/lib/config'
import { marketOrigin } from '@/lib/config/origin'
import type { Product } from '@/lib/catalog/types'
import {
  badges,
  colourDots,
  productBadgeFacts,
  productEktgNoticeApplies,
  readRating,
} from '@/lib/catalog/rules'
import { attributeValues } from '@/lib/catalog/rules/attributes'
import { variantAxis, variantOptions } from '@/lib/catalog/view/variant-options'
import { sizeAdvice } from '@/lib/catalog/view/size-advisor'
import { productPersonalisation } from '@/lib/catalog/view/personalisation'
import { productSeals } from '@/lib/catalog/view/product-seals'
import { siblingOptions } from '@/lib/catalog/view/sibling-options'
import { jsonLdScript, productJsonLd } from '@/lib/catalog/seo/product-jsonld'
import { getPathname } from '@/lib/i18n/navigation'
import { withTrailingSlash } from '@/lib/i18n/trailing-slash'
import { BadgeList } from '@/components/catalog/BadgeList'
import { ColourDotList } from '@/components/catalog/ColourDotList'
import { RatingStars } from '@/components/catalog/RatingStars'
import { ProductBuyBox } from './ProductBuyBox'
import { ProductGallery } from './ProductGallery'
import { ProductPanels, type PanelContent } from './ProductPanels'
import { EktgNotice } from './EktgNotice'
import { ProductSiblings } from './ProductSiblings'
import { ProductSeals } from './ProductSeals'
import styles from './product.module.css'

/** Product attributes shown in the details panel, in this order, when the product has them. */
const DETAIL_ATTRIBUTES = [
  'farbe',
  'masse',
  'motivtext',
  'material',
  'groesse',
  'dimAlterGeeignetAb',
  'leistung',
] as const

interface Props {
  product: Product
  market: Market
  language: Language
  pdp: string
  /** The siblings' own products, for their prices and addresses (spec 01 §3 sibling list). */
  siblingProducts: Product[]
}

/** The product detail page of issue 4 item 3, composed from the catalog rules. */
export async function ProductDetail({ product, market, language, pdp, siblingProducts }: Props) {
  const t = await getTranslations({ locale: language, namespace: 'product' })
  const options = variantOptions(product, {
    locale: market.formattingLocale,
    flavour: flavourRules,
    payback: market.options.payback,
  })
  const axis = variantAxis(options)
  const siblings = siblingOptions(product, siblingProducts, market.formattingLocale)
  const facts = productBadgeFacts(product)
  const productBadges = badges(facts, flavourRules)
  const rating = readRating(product.attributes)
  const dots = colourDots(product.colorsList)
  const category = product.categories[0]
  const path = withTrailingSlash(
    getPathname({ locale: language, href: { pathname: '/p/[pdp]', params: { pdp } } }),
  )
  const crumbs = [
    { name: t('breadcrumb'), path: `/${language}/` },
    ...(category?.path ?? []).map((c) => ({ name: c.name, path: `/${language}/${c.slug}/` })),
    { name: product.name, path },
  ]
  const details = DETAIL_ATTRIBUTES.flatMap((key) => {
    const values = attributeValues(product.attributes, key).map((v) => v.label)
    return values.length ? [{ key, label: t(`attributes.${key}`), value: values.join(', ') }] : []
  })
  const panels: PanelContent[] = [
    ...(product.description
      ? [
          {
            id: 'description' as const,
            title: t('panels.description'),
            content: <p>{product.description}</p>,
          },
        ]
      : []),
    ...(details.length
      ? [
          {
            id: 'details' as const,
            title: t('panels.details'),
            content: (
              <dl className={styles.details}>
                {details.map((d) => (
                  <div key={d.key}>
                    <dt>{d.label}</dt>
                    <dd>{d.value}</dd>
                  </div>
                ))}
              </dl>
            ),
          },
        ]
      : []),
    {
      id: 'reviews',
      title: t('panels.reviews'),
      content: (
        <p>
          {rating
            ? t('panels.reviewsSummary', {
                value: new Intl.NumberFormat(market.formattingLocale, { maximumFractionDigits: 1 }).format(
                  rating.value,
                ),
                count: rating.quantity,
              })
            : t('panels.noReviews')}
        </p>
      ),
    },
  ]
  const jsonLd = productJsonLd(product, {
    origin: marketOrigin(market),
    path,
    currency: market.currency,
    options,
    breadcrumb: crumbs,
  })
  return (
    <article className={styles.product} data-product-id={product.id}>
      <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
        <ol>
          {crumbs.slice(0, -1).map((c) => (
            <li key={c.path}>
              <a href={c.path}>{c.name}</a>
            </li>
          ))}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <ProductGallery key={product.id} images={product.images} name={product.name} />
        <div className={styles.info}>
          <p className={styles.brand}>{product.brand.name}</p>
          <h1 className={styles.name}>{product.name}</h1>
          <BadgeList badges={productBadges} />
          {rating && <RatingStars rating={rating} locale={market.formattingLocale} />}
          {dots && siblings.length < 2 && <ColourDotList dots={dots} />}
          <ProductSeals seals={productSeals(product)} />
          <ProductSiblings siblings={siblings} />
          <ProductBuyBox
            productId={product.id}
            options={options}
            axis={axis}
            advice={sizeAdvice(axis, options)}
            personalisation={productPersonalisation(product)}
          />
          {productEktgNoticeApplies(market.country, product) && <EktgNotice />}
        </div>
      </div>
      <ProductPanels productId={product.id} panels={panels} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript([jsonLd.product, jsonLd.breadcrumbs]) }}
      />
    </article>
  )
}
