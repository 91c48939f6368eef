'use client'

/**
 * The add-to-cart layer (spec 02 §2, §4): a centred modal, type success or error, naming the product;
 * 'go on shopping' closes it, 'go to basket' leads to the basket. Below, the add_to_cart_layer
 * recommendation slider (`recommendations`, rendered only on success).
 */
import { useCallback, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/dialog/Dialog'
import { Link } from '@/lib/i18n/navigation'
import { layerDialogKind, useAddToCartLayerStore } from '@/lib/ui/client/add-to-cart-layer'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import styles from './basket.module.css'

export function AddToCartLayer({ recommendations }: { recommendations?: (productId: number) => ReactNode }) {
  const t = useTranslations('basket')
  const layer = useAddToCartLayerStore((s) => s.layer)
  const hide = useAddToCartLayerStore((s) => s.hide)
  const close = useDialogStore((s) => s.close)
  const kind = layerDialogKind(layer.visible && layer.fromWishlist)
  const dismiss = useCallback(() => {
    close(kind)
    hide()
  }, [close, hide, kind])

  if (!layer.visible) return null
  const { type, product } = layer
  return (
    <Dialog
      kind={kind}
      title={t(type === 'success' ? 'layer.successTitle' : 'layer.errorTitle')}
      onClose={hide}
      footer={
        <footer className={styles.layerActions}>
          <button type="button" className="button button--secondary" onClick={dismiss}>
            {t('layer.goOnShopping')}
          </button>
          {type === 'success' && (
            <Link href="/basket" className="button" onClick={dismiss} data-testid="go-to-basket">
              {t('layer.goToBasket')}
            </Link>
          )}
        </footer>
      }
    >
      <div className={styles.layerProduct} data-testid="add-to-cart-layer" data-type={type}>
        {product.imageSrc && (
          // eslint-disable-next-line @next/next/no-img-element -- catalog images are served pre-sized
          <img src={product.imageSrc} alt="" width={96} height={96} className={styles.layerImage} />
        )}
        <div>
          <p className={styles.layerName}>{product.name}</p>
          {product.variantLabel && <p className={styles.layerMeta}>{product.variantLabel}</p>}
          {type === 'success' ? (
            <p className={styles.layerMeta}>{t('layer.quantity', { quantity: product.quantity })}</p>
          ) : (
            <p role="alert">{t('layer.errorText')}</p>
          )}
        </div>
      </div>
      {type === 'success' && recommendations?.(product.productId)}
    </Dialog>
  )
}
