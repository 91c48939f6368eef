'use client'

/**
 * The remind-when-available panel's body (spec 01 §4) for a variant that cannot be bought now: why,
 * and the button to the remind-when-available dialog (spec 02 §2) with the email form.
 */
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { Dialog } from '@/components/dialog/Dialog'
import { DialogLoading } from '@/components/dialog/DialogLoading'
import styles from './detail.module.css'

const RemindMeForm = dynamic(() => import('./RemindMeForm').then((m) => m.RemindMeForm), {
  loading: () => <DialogLoading />,
})

interface Props {
  productId: number
  variant: string
  variantLabel: string
  soldOut: boolean
}

export function RemindWhenAvailable({ productId, variant, variantLabel, soldOut }: Props) {
  const t = useTranslations('product.remind')
  const open = useDialogStore((s) => s.open)
  return (
    <div className={styles.remind} data-testid="remind-when-available">
      <p>{soldOut ? t('soldOut', { variant: variantLabel }) : t('unavailable', { variant: variantLabel })}</p>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        data-testid="remind-me-open"
        onClick={() => open('remindWhenAvailable')}
      >
        {t('open')}
      </button>
      <Dialog kind="remindWhenAvailable" title={t('title')}>
        <RemindMeForm productId={productId} variant={variant} variantLabel={variantLabel} />
      </Dialog>
    </div>
  )
}
