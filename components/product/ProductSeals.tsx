'use client'

/** The product's seals and what they stand for (spec 02 §2 "product seals"). */
import { useTranslations } from 'next-intl'
import type { ProductSeal } from '@/lib/catalog/rules/view/product-seals'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { Dialog } from '@/components/dialog/Dialog'
import styles from './product.module.css'

export function ProductSeals({ seals }: { seals: ProductSeal[] }) {
  const t = useTranslations('product.seals')
  const open = useDialogStore((s) => s.open)
  if (seals.length === 0) return null
  return (
    <>
      <button
        type="button"
        className={styles.sealsButton}
        aria-haspopup="dialog"
        data-testid="seals-open"
        onClick={() => open('productSeals')}
      >
        <span className={styles.sealIcon} aria-hidden="true">
          ✓
        </span>
        {t('open', { count: seals.length, names: seals.map((s) => s.label).join(', ') })}
      </button>
      <Dialog kind="productSeals" title={t('title')}>
        <ul className={styles.sealList}>
          {seals.map((seal) => (
            <li key={seal.id}>
              <h3>{seal.label}</h3>
              <p>{seal.explained ? t(`about.${seal.explained}`) : t('aboutUnknown')}</p>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  )
}
