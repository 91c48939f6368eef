/**
 * `basket_direct_add`: products the editor names, each with its price and an add-to-cart button that
 * uses the shop's one add path (spec 02 §4). Several variants → a select first; personalised → the
 * product page with action=addToCart. Unknown or inactive products are left out.
 */
import { ShopImage } from '@/components/catalog/ShopImage'
import NextLink from 'next/link'
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { parseProductIds } from '@/lib/catalog/server/listing/product-selection'
import { promoProductView, type PromoProductView } from '@/lib/catalog/rules/view/promo-product'
import type { Language } from '@/lib/config'
import { promoProducts } from '@/lib/content/server/promo-products'
import { PriceBlock } from '@/components/catalog/PriceBlock'
import type { BlockProps } from './types'
import { BasketDirectAddButton } from './lazy-clients'
import { editableAttributes } from './editable'
import { field, readFields, text } from './kit/fields'
import { addOnPageHref, promoProductHref } from './PromotionProductLink'
import styles from './BasketDirectAdd.module.css'

/** A direct-add block stays compact: a handful of products, not a listing. */
export const BASKET_DIRECT_ADD_MAX = 6

const fields = z.looseObject({
  headline: text,
  text: text,
  /** Product ids, as a list or comma-separated text, in the order shown. */
  product_ids: field,
})

export async function BasketDirectAdd({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  if (!data) return null
  const products = await promoProducts({
    ids: parseProductIds(data.product_ids).slice(0, BASKET_DIRECT_ADD_MAX),
    language: context.language,
    currency: context.market.currency,
    block: `basket_direct_add ${blok._uid}`,
  })
  const views = products
    .map((p) => promoProductView(p, context.market.formattingLocale))
    .filter((view) => view.price !== null)
  if (views.length === 0) return null
  return (
    <section
      className={styles.section}
      {...editableAttributes(blok, context.preview)}
      data-block={blok.component}
      aria-label={data.headline}
    >
      {data.headline && <h2 className={styles.headline}>{data.headline}</h2>}
      {data.text && <p className={styles.text}>{data.text}</p>}
      <ul className={styles.list}>
        {views.map((view) => (
          <DirectAddItem key={view.id} view={view} language={context.language} />
        ))}
      </ul>
    </section>
  )
}

function DirectAddItem({ view, language }: { view: PromoProductView; language: Language }) {
  const t = useTranslations('blocks.basketDirectAdd')
  const href = promoProductHref(language, view.pdp)
  return (
    <li className={styles.item} data-testid="direct-add-item" data-product-id={view.id}>
      {view.imageSrc && <ShopImage src={view.imageSrc} size={96} className={styles.image} />}
      <div className={styles.body}>
        <p className={styles.brand}>{view.brand}</p>
        <NextLink href={href} className={styles.name}>
          {view.name}
        </NextLink>
        {view.price && <PriceBlock display={view.price} />}
      </div>
      <div className={styles.action}>
        {view.addMode === 'add' || view.addMode === 'choose' ? (
          <BasketDirectAddButton
            product={{ productId: view.id, name: view.name, imageSrc: view.imageSrc }}
            variants={view.variants}
          />
        ) : view.addMode === 'page' ? (
          <NextLink
            href={addOnPageHref(href)}
            rel="nofollow"
            className="button"
            aria-label={t('personaliseNamed', { name: view.name })}
            data-action="page"
          >
            {t('personalise')}
          </NextLink>
        ) : (
          <span className={styles.soldOut}>{t('soldOut')}</span>
        )}
      </div>
    </li>
  )
}
