'use client'

/**
 * The order complaint form (issue 11 item 8): the items concerned with their quantities, a reason
 * (missing, wrong, damaged, other) and a text with its limit shown. Errors are tied to their fields and
 * the first one takes the focus; the confirmation replaces the form and takes the focus. The server
 * stores the complaint and mails customer service with a copy to the customer.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { useShop } from '@/components/app-shell/ShopContext'
import { Link } from '@/lib/i18n/navigation'
import { FormField, FormSend } from '@/components/profile/FormField'
import { useFormText } from '@/components/profile/form-text'
import { keyResolver } from '@/lib/account/client/key-resolver'
import { fileComplaintCall, orderMessageKey } from '@/lib/orders/client/account-orders'
import {
  COMPLAINT_FORM_REASONS,
  COMPLAINT_TEXT_MAX,
  complaintFormSchema,
  type ComplaintFormValues,
  type ComplaintFormOutput,
} from '@/lib/orders/rules/complaint-form'
import { ComplaintItems, type ComplaintLine } from './ComplaintItems'
import styles from './complaint.module.css'

type ComplaintValues = ComplaintFormValues

const resolver = keyResolver<ComplaintValues, ComplaintFormOutput>(complaintFormSchema)

export function ComplaintForm({ orderNumber, lines }: { orderNumber: string; lines: ComplaintLine[] }) {
  const id = useId()
  const t = useTranslations()
  const c = (key: string, values?: Record<string, string | number>) =>
    t(`checkout.orders.complaint.${key}`, values)
  const text = useFormText()
  const { language } = useShop()
  const [sent, setSent] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const defaults: ComplaintValues = {
    items: lines.map((l) => ({
      lineId: l.lineId,
      ordered: l.quantity,
      selected: lines.length === 1,
      quantity: 1,
    })),
    reason: '',
    text: '',
  }
  const form = useForm<ComplaintValues, unknown, ComplaintFormOutput>({
    resolver,
    defaultValues: defaults,
    // The items' error belongs to a group without a ref of its own: focus is moved here, in field order.
    shouldFocusError: false,
  })
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = form
  const length = [...(useWatch({ control, name: 'text' }) ?? '')].length

  const message = (key: string | undefined) => {
    if (!key) return undefined
    if (t.has(orderMessageKey(key))) return t(orderMessageKey(key))
    return t.has(key) ? t(key) : c('invalid')
  }

  const focusFirst = (failed: Partial<Record<keyof ComplaintValues, unknown>>) => {
    if (failed.items) setFocus('items.0.selected')
    else if (failed.reason) setFocus('reason')
    else if (failed.text) setFocus('text')
  }

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null)
    const outcome = await fileComplaintCall(orderNumber, language, values)
    if (outcome.ok) return setSent(true)
    const fields = Object.entries(outcome.fields).filter(([f]) =>
      ['items', 'reason', 'text'].includes(f.split('.')[0]!),
    )
    const failed: Record<string, true> = {}
    for (const [field, key] of fields) {
      const name = field.split('.')[0] as 'items' | 'reason' | 'text'
      failed[name] = true
      setError(name, { type: 'server', message: key })
    }
    focusFirst(failed)
    setProblem(outcome.problem ? text.problem(outcome.problem) : fields.length ? null : c('failed'))
  }, focusFirst)

  useEffect(() => {
    if (sent) statusRef.current?.focus()
  }, [sent])

  const reasonError = message(errors.reason?.message)
  const itemsError = message((errors.items as { message?: string } | undefined)?.message)

  return (
    <>
      <p
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={sent ? styles.success : styles.statusIdle}
        data-testid="complaint-status"
      >
        {sent ? c('sent') : null}
      </p>
      {sent && (
        <Link
          href={{ pathname: '/account/orders/[orderNumber]', params: { orderNumber } }}
          className={styles.back}
        >
          {c('another')}
        </Link>
      )}
      {!sent && (
        <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="complaint-form">
          <p className={styles.requiredHint}>{t('profile.form.required')}</p>
          <ComplaintItems
            id={`${id}-items`}
            lines={lines}
            register={register}
            control={control}
            error={itemsError}
          />
          <fieldset
            className={styles.fieldset}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            aria-invalid={reasonError ? true : undefined}
          >
            <legend>{c('reason')} *</legend>
            <div className={styles.reasons}>
              {COMPLAINT_FORM_REASONS.map((reason) => (
                <label key={reason} className={styles.choice}>
                  <input type="radio" value={reason} {...register('reason')} />
                  {c(`reasons.${reason}`)}
                </label>
              ))}
            </div>
            {reasonError && (
              <p id={`${id}-reason-error`} className={styles.error}>
                {reasonError}
              </p>
            )}
          </fieldset>
          <FormField
            id={`${id}-text`}
            label={c('text')}
            required
            hint={c('count', { count: length, max: COMPLAINT_TEXT_MAX })}
            error={message(errors.text?.message)}
          >
            {(a11y) => <textarea {...a11y} rows={7} {...register('text')} />}
          </FormField>
          <FormSend
            className={styles.submit}
            sending={isSubmitting}
            label={c('submit')}
            sendingLabel={c('sending')}
            problem={problem}
          />
        </form>
      )}
    </>
  )
}
