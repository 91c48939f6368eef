'use client'

/** Body of the sibling select dialog: each colourway with picture, colour and price; a choice opens it. */
import { ShopImage } from '@/components/catalog/ShopImage'
import { useTranslations } from 'next-intl'
import type { SiblingOption } from '@/lib/catalog/rules/view/sibling-options'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { Link } from '@/lib/i18n/navigation'
import styles from './dialogs.module.css'

export function SiblingSelectList({ siblings }: { siblings: SiblingOption[] }) {
  const t = useTranslations('product.siblings')
  const tPrice = useTranslations('catalog.price')
  const close = useDialogStore((s) => s.close)
  return (
    <ul className={styles.choiceList} data-testid="sibling-select-list">
      {siblings.map((s) => {
        const body = (
          <>
            {s.image && <ShopImage src={s.image} size={64} className={styles.choiceImage} />}
            <span className={styles.choiceMain}>
              <span className={styles.choiceLabel}>{s.label}</span>
              {s.price && (
                <span className={styles.choicePrice}>
                  {s.priceFrom ? tPrice('from', { price: s.price }) : s.price}
                </span>
              )}
              {!s.buyable && <span className={styles.choiceMuted}>{t('soldOut')}</span>}
            </span>
            {s.current && <span className={styles.choiceTag}>{t('selected')}</span>}
          </>
        )
        return (
          <li key={s.id}>
            {s.current ? (
              <button
                type="button"
                className={styles.choiceCurrent}
                aria-current="true"
                onClick={() => close('siblingSelectModal')}
              >
                {body}
              </button>
            ) : (
              <Link
                href={{ pathname: '/p/[pdp]', params: { pdp: s.pdp } }}
                className={styles.choice}
                onClick={() => close('siblingSelectModal')}
              >
                {body}
              </Link>
            )}
          </li>
        )
      })}
    </ul>
  )
}
