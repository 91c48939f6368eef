'use client'

/** Body of the product customise dialog: the engraving text, or explicitly none ('ohne'). */
import { useId } from 'react'
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import type { Personalisation } from '@/lib/catalog/rules/view/personalisation'
import {
  engravingFormSchema,
  type EngravingError,
  type EngravingForm,
} from '@/lib/catalog/rules/view/engraving-form'
import {
  customisationFromForm,
  useCustomisationStore,
  type ProductCustomisation,
} from '@/lib/ui/client/product-customisation'
import styles from './dialogs.module.css'

const ERRORS: readonly EngravingError[] = ['required', 'tooLong', 'characters']

function resolverFor(personalisation: Personalisation): Resolver<EngravingForm> {
  const schema = engravingFormSchema(personalisation)
  return async (values) => {
    const result = schema.safeParse(values)
    if (result.success) return { values: result.data, errors: {} }
    const lines: Array<{ type: string; message: string } | undefined> = []
    for (const issue of result.error.issues) {
      const index = issue.path[1]
      if (typeof index === 'number' && !lines[index])
        lines[index] = { type: 'validate', message: issue.message }
    }
    return { values: {}, errors: { lines } as FieldErrors<EngravingForm> }
  }
}

interface Props {
  productId: number
  personalisation: Personalisation
  initial: ProductCustomisation | undefined
  onDone: () => void
}

export function CustomiseForm({ productId, personalisation, initial, onDone }: Props) {
  const t = useTranslations('product.customise')
  const id = useId()
  const save = useCustomisationStore((s) => s.set)
  const emptyLines = Array.from({ length: personalisation.lines }, () => '')
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<EngravingForm>({
    resolver: resolverFor(personalisation),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      choice: initial?.kind === 'none' ? 'none' : 'text',
      lines: initial?.kind === 'text' ? emptyLines.map((_, i) => initial.lines[i] ?? '') : emptyLines,
    },
  })
  const choice = useWatch({ control, name: 'choice' })
  const lines = useWatch({ control, name: 'lines' }) ?? emptyLines

  const onSubmit = handleSubmit((values) => {
    save(productId, customisationFromForm(values))
    onDone()
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="customise-form">
      <fieldset className={styles.choiceGroup}>
        <legend>{t('choiceLegend')}</legend>
        <label className={styles.radio}>
          <input type="radio" value="text" {...register('choice')} />
          {t('choiceText')}
        </label>
        <label className={styles.radio}>
          <input type="radio" value="none" {...register('choice')} />
          {t('choiceNone')}
        </label>
      </fieldset>
      {choice === 'text' &&
        emptyLines.map((_, index) => {
          const fieldId = `${id}-line-${index}`
          const length = [...(lines[index] ?? '')].length
          const over = length > personalisation.maxLength
          const message = errors.lines?.[index]?.message as EngravingError | undefined
          const described = [`${fieldId}-count`, message ? `${fieldId}-error` : null]
            .filter(Boolean)
            .join(' ')
          return (
            <div key={fieldId} className={styles.field}>
              <label htmlFor={fieldId}>
                {personalisation.headline ?? t('fieldLabel')}
                {personalisation.lines > 1 ? ` (${index + 1})` : ''}
              </label>
              <input
                id={fieldId}
                type="text"
                autoComplete="off"
                spellCheck={false}
                aria-invalid={message ? true : undefined}
                aria-describedby={described}
                {...register(`lines.${index}` as const)}
              />
              <p
                id={`${fieldId}-count`}
                className={over ? styles.counterOver : styles.counter}
                aria-live="polite"
              >
                {t('counter', { count: length, max: personalisation.maxLength })}
              </p>
              {message && ERRORS.includes(message) && (
                <p id={`${fieldId}-error`} className={styles.error} role="alert">
                  {t(`errors.${message}`, { max: personalisation.maxLength })}
                </p>
              )}
            </div>
          )
        })}
      <p className={styles.hint}>
        {choice === 'text' ? t('hintText', { max: personalisation.maxLength }) : t('hintNone')}
      </p>
      <button type="submit" className="button">
        {t('save')}
      </button>
    </form>
  )
}
