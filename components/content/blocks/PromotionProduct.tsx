/**
 * `promotion_product`: one highlighted product with image, name, price (sale rule of spec 02 §9),
 * the promotion text, a disclaimer in a dialog, the link to its page and the card's add-to-cart rule
 * (spec 02 §4: a single buyable variant is added, otherwise the page with action=addToCart).
 */
import { ShopImage } from '@/components/catalog/ShopImage'
import NextLink from 'next/link'
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { parseProductIds } from '@/lib/catalog/server/listing/product-selection'
import type { Product } from '@/lib/catalog/rules/types'
import { cardAddToCartFacts } from '@/lib/catalog/rules/view/card-add-to-cart'
import { promoProductView } from '@/lib/catalog/rules/view/promo-product'
import { promoProducts } from '@/lib/content/server/promo-products'
import { CardAddToCart } from '@/components/catalog/CardAddToCart'
import { PriceBlock } from '@/components/catalog/PriceBlock'
import type { BlockContext, BlockProps } from './types'
import { editableAttributes } from './editable'
import { field, readFields, text } from './kit/fields'
import { RichTextField } from './kit/RichTextField'
import { PromotionProductDisclaimer } from './lazy-clients'
import { addOnPageHref, promoProductHref } from './PromotionProductLink'
import styles from './PromotionProduct.module.css'

const hasText = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'object' && value !== null)

const fields = z.looseObject({
  /** The product id; a list or text with more than one id shows the first known one. */
  product_id: field,
  headline: text,
  promotion_text: text,
  /** Rich text (or plain text) opened in the promotionProductDisclaimer dialog. */
  disclaimer: field,
  disclaimer_label: text,
})

export async function PromotionProduct({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  if (!data) return null
  const [product] = await promoProducts({
    ids: parseProductIds(data.product_id).slice(0, 1),
    language: context.language,
    currency: context.market.currency,
    block: `promotion_product ${blok._uid}`,
  })
  if (!product) return null
  return (
    <PromotionProductView
      product={product}
      data={data}
      uid={blok._uid}
      context={context}
      editable={editableAttributes(blok, context.preview)}
    />
  )
}

function PromotionProductView({
  product,
  data,
  uid,
  context,
  editable,
}: {
  product: Product
  data: z.output<typeof fields>
  uid: string
  context: BlockContext
  editable: Record<string, string>
}) {
  const t = useTranslations('blocks.promotionProduct')
  const view = promoProductView(product, context.market.formattingLocale)
  const facts = cardAddToCartFacts(product)
  const href = promoProductHref(context.language, view.pdp)
  return (
    <section
      className={styles.section}
      {...editable}
      data-block="promotion_product"
      data-product-id={view.id}
      aria-label={data.headline ?? view.name}
    >
      {view.imageSrc && (
        <NextLink href={href} tabIndex={-1} aria-hidden="true" className={styles.media}>
          <ShopImage src={view.imageSrc} size={340} className={styles.image} />
        </NextLink>
      )}
      <div className={styles.body}>
        {data.headline && <p className={styles.kicker}>{data.headline}</p>}
        <p className={styles.brand}>{view.brand}</p>
        <h2 className={styles.name}>
          <NextLink href={href}>{view.name}</NextLink>
        </h2>
        {data.promotion_text && <p className={styles.text}>{data.promotion_text}</p>}
        {view.price && <PriceBlock display={view.price} />}
        <div className={styles.actions}>
          <NextLink href={href} className={styles.toProduct}>
            {t('toProduct')}
          </NextLink>
          {view.soldOut ? (
            <span className={styles.soldOut}>{t('soldOut')}</span>
          ) : facts.singleBuyableVariant && facts.firstVariantId !== null ? (
            <CardAddToCart
              className="button"
              label={t('addToCart', { name: view.name })}
              request={{
                variantId: facts.firstVariantId,
                product: {
                  productId: view.id,
                  name: view.name,
                  variantLabel: '',
                  quantity: 1,
                  imageSrc: view.imageSrc,
                },
              }}
            >
              {t('add')}
            </CardAddToCart>
          ) : (
            <NextLink
              href={addOnPageHref(href)}
              className="button"
              rel="nofollow"
              aria-label={t('addToCart', { name: view.name })}
              data-testid="card-add-to-cart"
              data-action="page"
            >
              {t('add')}
            </NextLink>
          )}
        </div>
        {hasText(data.disclaimer) && (
          <PromotionProductDisclaimer
            owner={uid}
            label={data.disclaimer_label ?? t('disclaimer')}
            title={t('disclaimerTitle')}
            className={styles.disclaimerButton}
          >
            <RichTextField document={data.disclaimer} context={context} />
          </PromotionProductDisclaimer>
        )}
      </div>
    </section>
  )
}
