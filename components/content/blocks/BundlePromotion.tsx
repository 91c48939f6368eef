/**
 * `bundle_promotion`: two to four products with their prices and the bundle total; "add all" puts
 * each into the basket. When an item can only be ordered on its page (personalised, nothing buyable
 * now) the bundle offers that page instead of "add all". Fewer than two known products: nothing.
 */
import { ShopImage } from '@/components/catalog/ShopImage'
import NextLink from 'next/link'
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { parseProductIds } from '@/lib/catalog/server/listing/product-selection'
import { formatMoney } from '@/lib/catalog/rules'
import { promoProductView, type PromoProductView } from '@/lib/catalog/rules/view/promo-product'
import { promoProducts } from '@/lib/content/server/promo-products'
import { PriceBlock } from '@/components/catalog/PriceBlock'
import type { BlockContext, BlockProps } from './types'
import { BundlePromotionAddAll } from './lazy-clients'
import { editableAttributes } from './editable'
import { field, readFields, text } from './kit/fields'
import { addOnPageHref, promoProductHref } from './PromotionProductLink'
import styles from './BundlePromotion.module.css'

/** A bundle is two to four products. */
export const BUNDLE_SIZE = { min: 2, max: 4 } as const

const fields = z.looseObject({
  headline: text,
  promotion_text: text,
  /** Product ids, as a list or comma-separated text, in the order shown. */
  product_ids: field,
})

export async function BundlePromotion({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  if (!data) return null
  const products = await promoProducts({
    ids: parseProductIds(data.product_ids).slice(0, BUNDLE_SIZE.max),
    language: context.language,
    currency: context.market.currency,
    block: `bundle_promotion ${blok._uid}`,
  })
  const views = products
    .map((p) => promoProductView(p, context.market.formattingLocale))
    .filter((view) => view.price !== null)
  if (views.length < BUNDLE_SIZE.min) return null
  return (
    <BundleView
      views={views}
      data={data}
      uid={blok._uid}
      context={context}
      editable={editableAttributes(blok, context.preview)}
    />
  )
}

function BundleView({
  views,
  data,
  uid,
  context,
  editable,
}: {
  views: PromoProductView[]
  data: z.output<typeof fields>
  uid: string
  context: BlockContext
  editable: Record<string, string>
}) {
  const t = useTranslations('blocks.bundlePromotion')
  const currency = views[0]?.price?.currencyCode ?? context.market.currency
  const totalCents = views.reduce((sum, view) => sum + (view.price?.cents ?? 0), 0)
  const total = formatMoney(totalCents, { locale: context.market.formattingLocale, currency })
  const fromPrice = views.some((view) => view.price?.hasDifferentPrice)
  const addable = views.every((view) => view.addMode === 'add' || view.addMode === 'choose')
  return (
    <section
      className={styles.section}
      {...editable}
      data-block="bundle_promotion"
      aria-label={data.headline}
    >
      {data.headline && <h2 className={styles.headline}>{data.headline}</h2>}
      {data.promotion_text && <p className={styles.text}>{data.promotion_text}</p>}
      <ul className={styles.items}>
        {views.map((view) => {
          const href = promoProductHref(context.language, view.pdp)
          return (
            <li key={view.id} className={styles.item} data-testid="bundle-item" data-product-id={view.id}>
              {view.imageSrc && <ShopImage src={view.imageSrc} size={160} className={styles.image} />}
              <NextLink href={href} className={styles.name}>
                {view.name}
              </NextLink>
              {view.price && <PriceBlock display={view.price} />}
              {!addable && (view.addMode === 'page' || view.addMode === 'none') && (
                <NextLink href={addOnPageHref(href)} rel="nofollow" className={styles.note}>
                  {t('notAddable', { name: view.name })}
                </NextLink>
              )}
            </li>
          )
        })}
      </ul>
      <div className={styles.footer}>
        <p className={styles.total} data-testid="bundle-total" data-total-cents={totalCents}>
          <span>{t('total')}</span> <strong>{fromPrice ? t('totalFrom', { price: total }) : total}</strong>
          <span className={styles.totalHint}>{t('totalHint', { count: views.length })}</span>
        </p>
        {addable && (
          <BundlePromotionAddAll
            owner={uid}
            items={views.map((view) => ({
              productId: view.id,
              name: view.name,
              imageSrc: view.imageSrc,
              variants: view.variants,
            }))}
          />
        )}
      </div>
    </section>
  )
}
