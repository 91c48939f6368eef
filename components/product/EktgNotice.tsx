'use client'

/** The electrical-waste-law information (spec 02 §2 dialog kind, §9: only in country de). */
import { useTranslations } from 'next-intl'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { Dialog } from '@/components/dialog/Dialog'
import styles from './product.module.css'

export function EktgNotice() {
  const t = useTranslations('product.ektg')
  const open = useDialogStore((s) => s.open)
  return (
    <>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => open('electricalWasteLawInformation')}
      >
        {t('link')}
      </button>
      <Dialog kind="electricalWasteLawInformation" title={t('title')}>
        <p>{t('text')}</p>
      </Dialog>
    </>
  )
}
