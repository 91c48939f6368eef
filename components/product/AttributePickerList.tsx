'use client'

/**
 * Body of the attribute picker dialog: every variant with its price and delivery time, in the grouping
 * sort (spec 01 §4).
 */
import { useTranslations } from 'next-intl'
import { inGroupingOrder, type VariantOption } from '@/lib/catalog/rules/view/variant-options'
import { DeliveryTime } from '@/components/catalog/DeliveryTime'
import styles from './dialogs.module.css'

interface Props {
  options: VariantOption[]
  currentId: number
  onChoose: (option: VariantOption) => void
}

export function AttributePickerList({ options, currentId, onChoose }: Props) {
  const t = useTranslations('product.picker')
  return (
    <ul className={styles.choiceList} data-testid="attribute-picker-list">
      {inGroupingOrder(options).map((option) => {
        const current = option.id === currentId
        return (
          <li key={option.id}>
            <button
              type="button"
              className={current ? styles.choiceCurrent : styles.choice}
              aria-current={current ? 'true' : undefined}
              data-variant={option.referenceKey}
              onClick={() => onChoose(option)}
            >
              <span className={styles.choiceMain}>
                <span className={styles.choiceLabel}>{option.label || option.articleNumber}</span>
                <span className={styles.choicePrice}>{option.price.price}</span>
              </span>
              <DeliveryTime message={option.delivery} />
              {current && <span className={styles.choiceTag}>{t('selected')}</span>}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
