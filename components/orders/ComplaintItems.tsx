'use client'

/**
 * The complaint form's items (issue 11 item 8): each line of the order with a checkbox and, where more
 * than one piece was ordered, how many pieces are concerned. One group with one error for all of them.
 */
import type { Control, UseFormRegister } from 'react-hook-form'
import { useWatch } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import type {
  ComplaintFormOutput,
  ComplaintFormValues as ComplaintValues,
} from '@/lib/orders/rules/complaint-form'
import styles from './complaint.module.css'

export interface ComplaintLine {
  lineId: number
  name: string
  articleNumber: string
  quantity: number
}

export function ComplaintItems({
  id,
  lines,
  register,
  control,
  error,
}: {
  id: string
  lines: ComplaintLine[]
  register: UseFormRegister<ComplaintValues>
  control: Control<ComplaintValues, unknown, ComplaintFormOutput>
  error: string | undefined
}) {
  const t = useTranslations('checkout.orders.complaint')
  const items = useWatch({ control, name: 'items' })
  const errorId = `${id}-error`
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      data-testid="complaint-items"
    >
      <legend>{t('items')} *</legend>
      <ul className={styles.items}>
        {lines.map((line, index) => {
          const selected = items?.[index]?.selected ?? false
          return (
            <li key={line.lineId} className={styles.item} data-selected={selected || undefined}>
              <label className={styles.choice}>
                <input type="checkbox" {...register(`items.${index}.selected`)} />
                <span>
                  <span className={styles.itemName}>{line.name}</span>
                  <span className={styles.muted}>{t('articleNumber', { number: line.articleNumber })}</span>
                </span>
              </label>
              {line.quantity > 1 ? (
                <label className={styles.quantity}>
                  <span>{t('quantity')}</span>
                  <select
                    {...register(`items.${index}.quantity`, { valueAsNumber: true })}
                    aria-label={t('quantityOf', { name: line.name })}
                  >
                    {Array.from({ length: line.quantity }, (_, n) => (
                      <option key={n + 1} value={n + 1}>
                        {n + 1}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <span className={styles.muted}>{t('onePiece')}</span>
              )}
            </li>
          )
        })}
      </ul>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
