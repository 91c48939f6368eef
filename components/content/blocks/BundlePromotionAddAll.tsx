'use client'

/**
 * The "add all" button of a bundle promotion. Items with several variants are chosen first in the
 * bundlePromotionAdd dialog; then every item goes into the basket (useBundleAdd).
 */
import { useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/dialog/Dialog'
import type { PromoVariant } from '@/lib/catalog/rules/view/promo-product'
import { useDialogProps, useDialogStore } from '@/lib/ui/client/dialog-store'
import { useBundleAdd, type BundleLine } from './useBundleAdd'
import styles from './BundlePromotion.module.css'

export interface BundleItem {
  productId: number
  name: string
  imageSrc: string | null
  /** Its buyable variants; with more than one the shopper picks in the bundlePromotionAdd dialog. */
  variants: PromoVariant[]
}

export function BundlePromotionAddAll({ owner, items }: { owner: string; items: BundleItem[] }) {
  const t = useTranslations('blocks.bundlePromotion')
  const { addAll, pending } = useBundleAdd()
  const open = useDialogStore((s) => s.open)
  const close = useDialogStore((s) => s.close)
  const dialog = useDialogProps('bundlePromotionAdd')
  const [choice, setChoice] = useState<Record<number, number>>({})
  const baseId = useId()
  const needsChoice = items.some((item) => item.variants.length > 1)

  const lines = (): BundleLine[] =>
    items.flatMap((item) => {
      const variant = item.variants.find((v) => v.id === choice[item.productId]) ?? item.variants[0]
      return variant ? [{ ...item, variantId: variant.id, variantLabel: variant.label }] : []
    })
  const submit = () => {
    if (pending) return
    close('bundlePromotionAdd')
    void addAll(lines())
  }

  return (
    <>
      <button
        type="button"
        className="button"
        aria-disabled={pending || undefined}
        aria-haspopup={needsChoice ? 'dialog' : undefined}
        data-testid="bundle-add-all"
        onClick={() => {
          if (pending) return
          if (needsChoice) open('bundlePromotionAdd', { owner })
          else submit()
        }}
      >
        {pending ? t('adding') : t('addAll')}
      </button>
      {dialog.owner === owner && (
        <Dialog
          kind="bundlePromotionAdd"
          title={t('chooseTitle')}
          onAccept={submit}
          acceptLabel={t('chooseAccept')}
        >
          <div className={styles.choices}>
            {items
              .filter((item) => item.variants.length > 1)
              .map((item) => (
                <p key={item.productId} className={styles.choice}>
                  <label htmlFor={`${baseId}-${item.productId}`}>{t('variantOf', { name: item.name })}</label>
                  <select
                    id={`${baseId}-${item.productId}`}
                    value={choice[item.productId] ?? item.variants[0]?.id}
                    onChange={(event) =>
                      setChoice((c) => ({ ...c, [item.productId]: Number(event.target.value) }))
                    }
                  >
                    {item.variants.map((v) => (
                      <option key={v.id} value={v.id}>
                        {v.label}
                      </option>
                    ))}
                  </select>
                </p>
              ))}
          </div>
        </Dialog>
      )}
    </>
  )
}
