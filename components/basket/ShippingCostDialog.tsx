'use client'

/**
 * The `basketShippingCostProgress` dialog (spec 02 §2): the shipping tiers of the market from the
 * layout data, what is missing to the next one, and which items change the picture (free-shipping
 * items, bulky goods by freight).
 */
import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/dialog/Dialog'
import type { ShippingProgressView, ShippingTierRow } from '@/lib/basket/rules/line-view-summary'
import styles from './basket-page.module.css'

interface ShippingCostDialogProps {
  tiers: ShippingTierRow[]
  progress: ShippingProgressView | null
}

export function ShippingCostDialog({ tiers, progress }: ShippingCostDialogProps) {
  const t = useTranslations('basketPage.progress')
  const kinds = useTranslations('basketPage.summary.shippingKinds')
  return (
    <Dialog kind="basketShippingCostProgress" title={t('dialogTitle')}>
      <p>{t('dialogIntro')}</p>
      {tiers.length > 0 && (
        <ul className={styles.tiers} data-testid="shipping-tiers">
          {tiers.map((tier, index) => {
            const label = tier.label ?? kinds(tier.kind)
            const cost = tier.free ? t('freeCost') : tier.cost
            return (
              <li key={`${tier.kind}-${index}`}>
                {tier.from ? t('tierFrom', { label, cost, from: tier.from }) : t('tier', { label, cost })}
              </li>
            )
          })}
        </ul>
      )}
      {progress && (
        <p>
          {progress.message === 'free'
            ? t('free', { missing: progress.missing })
            : t('cheaper', { missing: progress.missing, cost: progress.nextCost })}
        </p>
      )}
      <p className={styles.muted}>{t('freightNote')}</p>
      <p className={styles.muted}>{t('freeItemsNote')}</p>
    </Dialog>
  )
}
