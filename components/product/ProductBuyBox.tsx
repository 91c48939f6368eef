'use client'

/**
 * The product page's buy box: variant choice, price and delivery time (spec 01 §4), personalisation,
 * add to cart and click and reserve. The current variant comes from the query parameter `variant`; the
 * shared, cached page renders the variant the proxy rewrote the address to (`initialVariant`), or the
 * default pick, until the browser knows the query.
 */
import { Suspense, useCallback, useEffect, useRef } from 'react'
import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import {
  currentOption,
  needsAttributePicker,
  type VariantOption,
} from '@/lib/catalog/rules/view/variant-options'
import type { SizeAdvice } from '@/lib/catalog/rules/view/size-advisor'
import type { Personalisation } from '@/lib/catalog/rules/view/personalisation'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { getProductCustomisation } from '@/lib/ui/client/product-customisation'
import {
  addToCartPrerequisite,
  isAddToCartAction,
  useAddToCartRequestStore,
} from '@/lib/ui/client/product-add-to-cart'
import { AddToCartButton } from '@/components/basket/AddToCartButton'
import { PriceBlock } from '@/components/catalog/PriceBlock'
import { DeliveryTime } from '@/components/catalog/DeliveryTime'
import { ClickAndReserveButton } from '@/components/stores/ClickAndReserve'
import { VariantChoice } from './VariantChoice'
import { ProductCustomisation } from './ProductCustomisation'
import { StickyBuyBar } from './StickyBuyBar'
import { buyBoxFacts, buyBoxOffers } from '@/lib/catalog/rules/view/buy-box'
import styles from './product.module.css'

interface BuyBoxProps {
  productId: number
  options: VariantOption[]
  /** The variant the server rendered the page for (`?variant=` checked by the proxy), or null. */
  initialVariant?: string | null
  /** The attribute the variants differ by, or null. */
  axis: string | null
  advice: SizeAdvice | null
  personalisation: Personalisation | null
  /** What the add-to-cart button names in its layer and message (spec 02 §4). */
  cart: { productName: string; imageSrc: string | null; gift: boolean }
}

export function ProductBuyBox(props: BuyBoxProps) {
  return (
    <Suspense fallback={<BuyBoxView {...props} query={props.initialVariant ?? null} />}>
      <BuyBoxWithQuery {...props} />
    </Suspense>
  )
}

function BuyBoxWithQuery(props: BuyBoxProps) {
  const params = useSearchParams()
  const query = params.get('variant')
  useAddToCartAction(props, params.get('action'), query)
  return <BuyBoxView {...props} query={query} />
}

/**
 * `action=addToCart` (spec 01 §2): recorded in lib/ui/client/product-add-to-cart.ts, where
 * AddToCartButton takes it and adds once; dropped from the address so a reload does not add again, and
 * the dialog the shopper still has to answer opens first.
 */
function useAddToCartAction(
  { productId, options, personalisation }: BuyBoxProps,
  action: string | null,
  variant: string | null,
) {
  useEffect(() => {
    if (!isAddToCartAction(action)) return
    const url = new URL(window.location.href)
    url.searchParams.delete('action')
    window.history.replaceState(null, '', url)
    useAddToCartRequestStore.getState().request(productId)
    const next = addToCartPrerequisite({
      customisationMissing: personalisation !== null && getProductCustomisation(productId) === undefined,
      variantUnchosen: needsAttributePicker(options) && !variant,
    })
    if (next) useDialogStore.getState().open(next)
  }, [action, productId, options, personalisation, variant])
}

function BuyBoxView({
  productId,
  options,
  axis,
  advice,
  personalisation,
  cart,
  query,
}: BuyBoxProps & { query: string | null }) {
  const t = useTranslations('product')
  const current = currentOption(options, query)
  // Chosen: the shopper picked one, or the inline choice has one checked (the button adds it as it is);
  // only where a picker still has to ask is nothing chosen yet.
  const chosen = !needsAttributePicker(options) || options.some((option) => option.referenceKey === query)
  const purchase = useRef<HTMLDivElement>(null)
  const choose = useCallback((option: VariantOption) => {
    const url = new URL(window.location.href)
    url.searchParams.set('variant', option.referenceKey)
    // Next keeps useSearchParams in step with history.replaceState: no navigation, no refetch.
    window.history.replaceState(null, '', url)
  }, [])
  if (!current) return null
  const { price, delivery } = buyBoxFacts(current, chosen)
  const offers = buyBoxOffers(current, { voucher: cart.gift, delivery })
  return (
    <div className={styles.buyBox} data-testid="buy-box" data-variant={current.referenceKey}>
      {options.length > 1 && (
        <VariantChoice options={options} current={current} axis={axis} advice={advice} onChoose={choose} />
      )}
      {personalisation && <ProductCustomisation productId={productId} personalisation={personalisation} />}
      <PriceBlock display={price} detailed shippingNote={offers.shippingNote} />
      <DeliveryTime message={delivery} />
      {current.soldOut && <p className={styles.soldOut}>{t('soldOutNotice')}</p>}
      <div ref={purchase} className={styles.purchase}>
        <AddToCartButton
          productId={productId}
          variant={current}
          variantUnchosen={needsAttributePicker(options) && !query}
          personalised={personalisation !== null}
          {...cart}
        />
      </div>
      <StickyBuyBar
        target={purchase}
        productName={cart.productName}
        price={price}
        buyable={current.buyable}
      />
      {offers.clickAndReserve && <ClickAndReserveButton variantId={current.id} />}
      {offers.paybackPoints !== null && (
        <p className={styles.payback} data-testid="payback">
          {t('payback', { points: offers.paybackPoints })}
        </p>
      )}
      <p className={styles.articleNumber} data-testid="reference-number">
        {t('articleNumber', { number: current.referenceNumber })}
      </p>
    </div>
  )
}
