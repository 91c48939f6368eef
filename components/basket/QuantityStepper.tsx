'use client'

/**
 * The quantity stepper of spec 02 §2/§4: − disabled below 2, + disabled at the available quantity; a
 * typed number is taken on Enter or when the field is left, held within those bounds.
 */
import { useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import { typedQuantity } from '@/lib/basket/rules/line-view'
import styles from './basket-page.module.css'

interface QuantityStepperProps {
  /** Names the line for assistive technology ("increase the quantity of …"). */
  name: string
  quantity: number
  /** The line's available quantity: the stepper's upper bound (spec 02 §4). */
  max: number
  canDecrease: boolean
  canIncrease: boolean
  /** A change of this line is on its way: further changes wait for its answer. */
  busy: boolean
  onChange: (quantity: number) => void
}

export function QuantityStepper(props: QuantityStepperProps) {
  const { name, quantity, max, canDecrease, canIncrease, busy, onChange } = props
  const t = useTranslations('basketPage.line')
  const id = useId()
  // What the shopper is typing; null shows the line's quantity (which follows the server's answers).
  const [draft, setDraft] = useState<string | null>(null)

  // While a change is on its way the controls stay focusable (aria-disabled), so a keyboard user's
  // focus is not thrown back to the page; only the bounds disable them for real.
  const change = (next: number) => {
    if (!busy) onChange(next)
  }
  const commit = () => {
    const next = draft === null ? null : typedQuantity(draft, max)
    setDraft(null)
    if (next !== null && next !== quantity) change(next)
  }

  return (
    <div className={styles.stepper} role="group" aria-labelledby={`${id}-label`} aria-busy={busy}>
      <label id={`${id}-label`} htmlFor={id} className="visually-hidden">
        {t('quantityOf', { name })}
      </label>
      <button
        type="button"
        className={styles.stepperButton}
        aria-label={t('decrease', { name })}
        disabled={!canDecrease}
        aria-disabled={busy || undefined}
        onClick={() => change(quantity - 1)}
        data-testid="quantity-decrease"
      >
        −
      </button>
      <input
        id={id}
        className={styles.stepperInput}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={draft ?? String(quantity)}
        readOnly={busy}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            commit()
          }
        }}
        data-testid="quantity-input"
      />
      <button
        type="button"
        className={styles.stepperButton}
        aria-label={t('increase', { name })}
        disabled={!canIncrease}
        aria-disabled={busy || undefined}
        onClick={() => change(quantity + 1)}
        data-testid="quantity-increase"
      >
        +
      </button>
    </div>
  )
}
