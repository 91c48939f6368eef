'use client'

/** The add button of a direct-add product: the one add path of spec 02 §4 (layer and message). */
import { useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useAddToCart } from '@/components/basket/useAddToCart'
import type { PromoVariant } from '@/lib/catalog/rules/view/promo-product'
import styles from './BasketDirectAdd.module.css'

interface Props {
  product: { productId: number; name: string; imageSrc: string | null }
  /** The buyable variants; with more than one the shopper picks before adding. */
  variants: PromoVariant[]
}

export function BasketDirectAddButton({ product, variants }: Props) {
  const t = useTranslations('blocks.basketDirectAdd')
  const { addToCart, pending } = useAddToCart()
  const [variantId, setVariantId] = useState(variants[0]?.id)
  const selectId = useId()
  const chosen = variants.find((v) => v.id === variantId) ?? variants[0]
  if (!chosen) return null
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        if (pending) return
        void addToCart({
          variantId: chosen.id,
          product: { ...product, variantLabel: chosen.label, quantity: 1 },
        })
      }}
    >
      {variants.length > 1 && (
        <>
          <label htmlFor={selectId} className={styles.selectLabel}>
            {t('variant', { name: product.name })}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={chosen.id}
            onChange={(event) => setVariantId(Number(event.target.value))}
          >
            {variants.map((v) => (
              <option key={v.id} value={v.id}>
                {v.label}
              </option>
            ))}
          </select>
        </>
      )}
      <button
        type="submit"
        className="button"
        aria-label={t('addNamed', { name: product.name })}
        aria-disabled={pending || undefined}
        data-testid="direct-add-button"
      >
        {t('add')}
      </button>
    </form>
  )
}
