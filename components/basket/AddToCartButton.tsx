'use client'

/**
 * The product page's add button (spec 02 §4): adds the chosen variant with the shopper's
 * personalisation; asks for the engraving (or the variant) first when it is still open. A page opened
 * with action=addToCart adds once, as soon as those questions are answered.
 */
import { useCallback, useEffect } from 'react'
import { useTranslations } from 'next-intl'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { takeAddToCartRequest, useAddToCartRequest } from '@/lib/ui/client/product-add-to-cart'
import { customTextOf, useProductCustomisation } from '@/lib/ui/client/product-customisation'
import { useAddToCart } from './useAddToCart'

export interface AddToCartButtonProps {
  productId: number
  productName: string
  imageSrc: string | null
  variant: { id: number; label: string; articleNumber: string; buyable: boolean }
  /** The variants are picked in the attribute picker and none is chosen yet. */
  variantUnchosen: boolean
  personalised: boolean
  gift: boolean
}

export function AddToCartButton(props: AddToCartButtonProps) {
  const { productId, productName, imageSrc, variant, variantUnchosen, personalised, gift } = props
  const t = useTranslations('basket')
  const { addToCart, pending } = useAddToCart()
  const customisation = useProductCustomisation(productId)
  const requested = useAddToCartRequest(productId)
  const openDialog = useDialogStore((s) => s.open)
  const customisationMissing = personalised && customisation === undefined

  const add = useCallback(() => {
    if (customisationMissing) return openDialog('productCustomiseModal')
    if (variantUnchosen) return openDialog('productAttributePicker')
    void addToCart({
      variantId: variant.id,
      product: {
        productId,
        name: productName,
        // A product without variants has no variant line (the article number is not one, spec 01 §5).
        variantLabel: variant.label,
        quantity: 1,
        imageSrc,
      },
      ...(personalised && customisation ? { customText: customTextOf(customisation) } : {}),
      gift,
    })
  }, [
    customisationMissing,
    variantUnchosen,
    openDialog,
    addToCart,
    variant,
    productId,
    productName,
    imageSrc,
    personalised,
    customisation,
    gift,
  ])

  useEffect(() => {
    if (!requested || customisationMissing || variantUnchosen || !variant.buyable) return
    if (takeAddToCartRequest(productId)) add()
  }, [requested, customisationMissing, variantUnchosen, variant.buyable, productId, add])

  return (
    <button
      type="button"
      className="button"
      data-testid="add-to-cart"
      onClick={add}
      disabled={!variant.buyable || pending}
      aria-describedby={variant.buyable ? undefined : `not-buyable-${productId}`}
    >
      {pending ? t('adding') : t('addToCart')}
      {!variant.buyable && (
        <span id={`not-buyable-${productId}`} className="visually-hidden">
          {t('notBuyable')}
        </span>
      )}
    </button>
  )
}
