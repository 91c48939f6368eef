'use client'

/**
 * The shipping cost progress (spec 02 §2 dialog "basket shipping cost progress"): how much
 * is still missing to free or cheaper shipping, as text and as a bar; the details open the dialog.
 */
import { useTranslations } from 'next-intl'
import type { ShippingProgressView } from '@/lib/basket/rules/line-view-summary'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import styles from './basket-page.module.css'

export function ShippingProgress({ progress }: { progress: ShippingProgressView }) {
  const t = useTranslations('basketPage.progress')
  const open = useDialogStore((s) => s.open)
  const text =
    progress.message === 'free'
      ? t('free', { missing: progress.missing })
      : t('cheaper', { missing: progress.missing, cost: progress.nextCost })
  return (
    <section className={styles.progress} data-testid="shipping-progress" aria-label={t('label')}>
      <p className={styles.progressText}>{text}</p>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <div className={styles.progressBar} style={{ width: `${progress.percent}%` }} />
      </div>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => open('basketShippingCostProgress')}
        data-testid="shipping-progress-details"
      >
        {t('details')}
      </button>
    </section>
  )
}
