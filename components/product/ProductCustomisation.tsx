'use client'

/**
 * The engraving of a personalised product (spec 01 §3, spec 02 §4): the current choice and the
 * product customise dialog. The choice is kept in lib/ui/client/product-customisation.ts for the add
 * to cart.
 */
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import type { Personalisation } from '@/lib/catalog/rules/view/personalisation'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { useProductCustomisation } from '@/lib/ui/client/product-customisation'
import { Dialog } from '@/components/dialog/Dialog'
import { DialogLoading } from '@/components/dialog/DialogLoading'
import styles from './product.module.css'

const CustomiseForm = dynamic(() => import('./CustomiseForm').then((m) => m.CustomiseForm), {
  loading: () => <DialogLoading />,
})

export function ProductCustomisation({
  productId,
  personalisation,
}: {
  productId: number
  personalisation: Personalisation
}) {
  const t = useTranslations('product.customise')
  const open = useDialogStore((s) => s.open)
  const close = useDialogStore((s) => s.close)
  const customisation = useProductCustomisation(productId)
  const summary =
    customisation === undefined
      ? t('summary.open')
      : customisation.kind === 'none'
        ? t('summary.none')
        : t('summary.text', { text: customisation.lines.join(' / ') })
  return (
    <div className={styles.customise} data-testid="customisation" data-state={customisation?.kind ?? 'open'}>
      <p className={styles.customiseHeading}>{t('heading')}</p>
      <p className={styles.customiseSummary} aria-live="polite">
        {summary}
      </p>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        data-testid="customise-open"
        onClick={() => open('productCustomiseModal')}
      >
        {customisation === undefined ? t('start') : t('change')}
      </button>
      <Dialog kind="productCustomiseModal" title={t('title')}>
        <CustomiseForm
          productId={productId}
          personalisation={personalisation}
          initial={customisation}
          onDone={() => close('productCustomiseModal')}
        />
      </Dialog>
    </div>
  )
}
