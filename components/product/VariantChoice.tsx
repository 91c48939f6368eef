'use client'

/**
 * The variant choice of the buy box: a few values inline as radio buttons, more (or several
 * attributes) in the attribute picker dialog (spec 02 §2); the size advisor beside either.
 */
import dynamic from 'next/dynamic'
import { useEffect, useId } from 'react'
import { useTranslations } from 'next-intl'
import {
  inGroupingOrder,
  needsAttributePicker,
  type VariantOption,
} from '@/lib/catalog/rules/view/variant-options'
import { SIZE_ADVISOR_NAME, type SizeAdvice } from '@/lib/catalog/rules/view/size-advisor'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { Dialog } from '@/components/dialog/Dialog'
import { DialogLoading } from '@/components/dialog/DialogLoading'
import styles from './product.module.css'

// Dialog bodies load when their dialog first opens, not with the page.
const AttributePickerList = dynamic(
  () => import('./AttributePickerList').then((m) => m.AttributePickerList),
  {
    loading: () => <DialogLoading />,
  },
)
const SizeAdvisorTable = dynamic(() => import('./SizeAdvisorTable').then((m) => m.SizeAdvisorTable), {
  loading: () => <DialogLoading />,
})

interface Props {
  options: VariantOption[]
  current: VariantOption
  /** The attribute the variants differ by, for the heading ('masse' → 'Maße'), or null. */
  axis: string | null
  advice: SizeAdvice | null
  onChoose: (option: VariantOption) => void
}

const AXIS_KEYS = ['masse', 'doppelgroesse', 'asGro', 'auswahlWalz'] as const
type AxisKey = (typeof AXIS_KEYS)[number]
const isAxisKey = (key: string | null): key is AxisKey => AXIS_KEYS.includes(key as AxisKey)

export function VariantChoice({ options, current, axis, advice, onChoose }: Props) {
  const t = useTranslations('product')
  const groupId = useId()
  const open = useDialogStore((s) => s.open)
  const close = useDialogStore((s) => s.close)
  const heading = isAxisKey(axis) ? t(`axis.${axis}`) : t('variant')

  // A link to …#groessenberater opens the advisor (spec 01 §9 names the advisor groessenberater).
  useEffect(() => {
    if (advice && window.location.hash === `#${SIZE_ADVISOR_NAME}`) open('productAttributeAdvisor')
  }, [advice, open])

  const advisorButton = advice && (
    <button
      type="button"
      className={styles.linkButton}
      data-advisor={SIZE_ADVISOR_NAME}
      onClick={() => open('productAttributeAdvisor')}
    >
      {t('advisor.open')}
    </button>
  )
  const choose = (option: VariantOption) => {
    onChoose(option)
    close('productAttributePicker')
  }

  return (
    <>
      {needsAttributePicker(options) ? (
        <div className={styles.variants}>
          <p className={styles.variantHeading} id={groupId}>
            {heading}
          </p>
          <button
            type="button"
            className={styles.pickerButton}
            aria-describedby={groupId}
            aria-haspopup="dialog"
            data-testid="attribute-picker-open"
            onClick={() => open('productAttributePicker')}
          >
            <span>{current.label || current.articleNumber}</span>
            <span className={styles.pickerChange}>{t('picker.change')}</span>
          </button>
          {advisorButton}
        </div>
      ) : (
        <fieldset className={styles.variants}>
          <legend id={groupId}>{heading}</legend>
          <div className={styles.variantList}>
            {inGroupingOrder(options).map((option) => (
              <label
                key={option.id}
                className={`${styles.variantOption} ${option.soldOut ? styles.variantSoldOut : ''}`}
              >
                <input
                  type="radio"
                  name={`variant-${groupId}`}
                  value={option.referenceKey}
                  checked={option.id === current.id}
                  onChange={() => onChoose(option)}
                />
                <span>{option.label || option.articleNumber}</span>
              </label>
            ))}
          </div>
          {advisorButton}
        </fieldset>
      )}
      <Dialog kind="productAttributePicker" title={t('picker.title', { attribute: heading })}>
        <AttributePickerList options={options} currentId={current.id} onChoose={choose} />
        {advisorButton}
      </Dialog>
      {advice && (
        <Dialog kind="productAttributeAdvisor" title={t('advisor.title')}>
          <SizeAdvisorTable advice={advice} />
        </Dialog>
      )}
    </>
  )
}
