'use client'

/**
 * The one add path of spec 02 §4 for product pages, cards, the wishlist and content blocks: adds the
 * variant, then shows the add-to-cart layer with type success or error and the matching message.
 */
import { useCallback } from 'react'
import { useTranslations } from 'next-intl'
import { ApiRequestError } from '@/lib/http/client/json'
import { refusalReason } from '@/lib/basket/rules/refusal'
import { layerDialogKind, useAddToCartLayerStore, type AddedProduct } from '@/lib/ui/client/add-to-cart-layer'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { notify } from '@/lib/ui/client/toast'
import { useAddToBasket } from './useBasketChanges'

export interface AddToCartRequest {
  variantId: number
  product: AddedProduct
  /** Personalisation texts text1..n (spec 02 §4); 'ohne' or nothing means none. */
  customText?: Record<string, string>
  /** A gift card or voucher: the success message says so (spec 02 §8 basket.addToCartGift). */
  gift?: boolean
  fromWishlist?: boolean
}

export function useAddToCart() {
  const t = useTranslations('basket')
  const add = useAddToBasket()
  const showLayer = useAddToCartLayerStore((s) => s.show)
  const openDialog = useDialogStore((s) => s.open)

  const addToCart = useCallback(
    async (request: AddToCartRequest): Promise<boolean> => {
      const { product, fromWishlist = false } = request
      const customText =
        request.customText && Object.keys(request.customText).length > 0 ? request.customText : null
      try {
        await add.mutateAsync({
          variantId: request.variantId,
          quantity: product.quantity,
          ...(customText ? { customData: { customText } } : {}),
          options: {},
        })
        showLayer('success', product, fromWishlist)
        notify('success', t(request.gift ? 'addToCartGift' : 'addedToCart', { product: product.name }))
        openDialog(layerDialogKind(fromWishlist))
        return true
      } catch (error) {
        const reason =
          error instanceof ApiRequestError ? refusalReason(error.status, error.message) : 'unknown'
        showLayer('error', product, fromWishlist)
        notify(
          'error',
          t('addToCartFailed', {
            product: product.variantLabel
              ? t('productWithVariant', { product: product.name, variant: product.variantLabel })
              : product.name,
            reason: t(`reasons.${reason}`),
          }),
        )
        openDialog(layerDialogKind(fromWishlist))
        return false
      }
    },
    [add, showLayer, openDialog, t],
  )
  return { addToCart, pending: add.isPending }
}
