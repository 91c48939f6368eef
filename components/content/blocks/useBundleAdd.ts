'use client'

/**
 * "Add all" of a bundle promotion: the same basket add as useAddToCart (spec 02 §4), one item after
 * the other so the basket never races itself, and the add-to-cart layer once at the end: success when
 * every item went in, otherwise an error naming the ones that did not.
 */
import { useCallback, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useAddToBasket } from '@/components/basket/useBasketChanges'
import { layerDialogKind, useAddToCartLayerStore } from '@/lib/ui/client/add-to-cart-layer'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { notify } from '@/lib/ui/client/toast'

export interface BundleLine {
  productId: number
  name: string
  imageSrc: string | null
  variantId: number
  variantLabel: string
}

export function useBundleAdd() {
  const t = useTranslations('blocks.bundlePromotion')
  const add = useAddToBasket()
  const showLayer = useAddToCartLayerStore((s) => s.show)
  const openDialog = useDialogStore((s) => s.open)
  const [pending, setPending] = useState(false)

  const addAll = useCallback(
    async (lines: readonly BundleLine[]): Promise<boolean> => {
      const [first] = lines
      if (!first) return false
      setPending(true)
      const failed: BundleLine[] = []
      for (const line of lines) {
        try {
          await add.mutateAsync({ variantId: line.variantId, quantity: 1, options: {} })
        } catch {
          failed.push(line)
        }
      }
      setPending(false)
      const names = (failed.length > 0 ? failed : lines).map((line) => line.name).join(', ')
      const shown = failed[0] ?? first
      showLayer(failed.length > 0 ? 'error' : 'success', {
        productId: shown.productId,
        name: failed.length > 0 ? names : t('layerName', { count: lines.length }),
        variantLabel: failed.length > 0 ? failed.map((l) => l.variantLabel).join(', ') : names,
        quantity: 1,
        imageSrc: shown.imageSrc,
      })
      if (failed.length > 0) notify('error', t('failed', { products: names }))
      else notify('success', t('added', { count: lines.length }))
      openDialog(layerDialogKind(false))
      return failed.length === 0
    },
    [add, showLayer, openDialog, t],
  )
  return { addAll, pending }
}
