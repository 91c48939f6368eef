'use client'

/**
 * The model's other colourways (spec 01 §3 sibling list): inline swatches on wider screens, on phones
 * a button opening the sibling select dialog (spec 02 §2 "sibling select modal").
 */
import dynamic from 'next/dynamic'
import { ShopImage } from '@/components/catalog/ShopImage'
import { useTranslations } from 'next-intl'
import type { SiblingOption } from '@/lib/catalog/rules/view/sibling-options'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { Link } from '@/lib/i18n/navigation'
import { Dialog } from '@/components/dialog/Dialog'
import { DialogLoading } from '@/components/dialog/DialogLoading'
import styles from './product.module.css'

const SiblingSelectList = dynamic(() => import('./SiblingSelectList').then((m) => m.SiblingSelectList), {
  loading: () => <DialogLoading />,
})

export function ProductSiblings({ siblings }: { siblings: SiblingOption[] }) {
  const t = useTranslations('product.siblings')
  const open = useDialogStore((s) => s.open)
  const current = siblings.find((s) => s.current)
  if (siblings.length < 2 || !current) return null
  return (
    <div className={styles.siblings} data-testid="siblings">
      <p className={styles.siblingHeading}>
        {t('colour')}: <strong>{current.label}</strong>
      </p>
      <nav aria-label={t('label')} className={styles.siblingInline}>
        <ul>
          {siblings.map((s) => (
            <li key={s.id}>
              {s.current ? (
                <span aria-current="true" className={styles.swatchActive} title={s.label}>
                  <SiblingImage src={s.image} />
                  <span className={styles.swatchLabel}>{t('current', { label: s.label })}</span>
                </span>
              ) : (
                <Link
                  href={{ pathname: '/p/[pdp]', params: { pdp: s.pdp } }}
                  className={s.buyable ? styles.swatch : styles.swatchSoldOut}
                  title={s.label}
                >
                  <SiblingImage src={s.image} />
                  <span className={styles.swatchLabel}>{s.label}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className={styles.siblingButton}
        aria-haspopup="dialog"
        data-testid="sibling-select-open"
        onClick={() => open('siblingSelectModal')}
      >
        <SiblingImage src={current.image} />
        <span>{t('choose', { count: siblings.length })}</span>
      </button>
      <Dialog kind="siblingSelectModal" title={t('dialogTitle')}>
        <SiblingSelectList siblings={siblings} />
      </Dialog>
    </div>
  )
}

function SiblingImage({ src }: { src: string | null }) {
  return src ? <ShopImage src={src} size={48} /> : null
}
