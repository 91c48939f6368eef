'use client'

/**
 * The checkout's island (issue 11 item 2): addresses, delivery, payment, voucher and gift card, the
 * server's summary and the order button. The browser checks with the address book's schema; the server's
 * refusals land on their fields; focus goes to the first problem and a summary of the problem is
 * announced. Everything works by keyboard: radio cards are native radios, Enter in a code field applies it.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import type { AddressView } from '@/lib/account/rules/address-fields'
import { orderFormat } from '@/lib/checkout/rules/order-format'
import {
  checkoutProblems,
  CHECKOUT_FIELD_ORDER,
  initialCheckoutValues,
  type CheckoutFormValues,
  type CheckoutPerson,
  type CheckoutProblems,
} from '@/lib/checkout/rules/checkout-form'
import type { CheckoutSummary } from '@/lib/checkout/rules/summary'
import { useRouter } from '@/lib/i18n/navigation'
import { useShop } from '@/components/app-shell/ShopContext'
import { AddressFieldset } from './AddressFieldset'
import { CheckoutAside, type LegalLinks } from './CheckoutAside'
import { CodeFields, type AppliedCodes } from './CodeFields'
import { DeliveryInfo } from './DeliveryInfo'
import { PaymentMethods } from './PaymentMethods'
import { placementBody, useOutcome } from './outcome'
import { useCheckoutSummary } from './useCheckoutSummary'
import { usePlaceOrder } from './usePlaceOrder'
import { useServerText } from './useServerText'
import styles from './checkout.module.css'

/** The form's announced problem line (components/checkout/CheckoutAside.tsx). */
export const ALERT_ID = 'checkout-alert'

export interface CheckoutFormProps {
  basketKey: string
  countries: readonly string[]
  addresses: readonly AddressView[]
  person: CheckoutPerson | null
  contact: { name: string; email: string }
  initialSummary: CheckoutSummary
  initialCodes: AppliedCodes
  voucherInput: string
  paymentFailed: boolean
  legal: LegalLinks
}

export function CheckoutForm(props: CheckoutFormProps) {
  const { basketKey, countries, addresses, person, contact } = props
  const t = useTranslations('checkout')
  const serverText = useServerText()
  const { language, market, currency } = useShop()
  const id = useId()
  const format = useMemo(() => orderFormat({ market, language, currency }), [market, language, currency])
  const router = useRouter()
  // The basket page shows why (lib/routing/rules/redirect-notice.ts).
  const toBasket = useCallback(
    (notice: string) => router.push({ pathname: '/basket', query: { redirect: notice } }),
    [router],
  )
  const quote = useCheckoutSummary({
    basketKey,
    language,
    initial: props.initialSummary,
    initialCodes: props.initialCodes,
    onBasketGone: toBasket,
  })
  const { summary } = quote
  const { place, placing, changed } = usePlaceOrder(language)
  const methods = useForm<CheckoutFormValues>({
    defaultValues: initialCheckoutValues(addresses, person, countries[0] ?? 'DE'),
  })
  const values = useWatch({ control: methods.control }) as CheckoutFormValues
  const [submitted, setSubmitted] = useState(false)
  const [serverProblems, setServerProblems] = useState<CheckoutProblems>({})
  const [alert, setAlert] = useState<string | null>(props.paymentFailed ? t('errors.paymentFailed') : null)
  const alertRef = useRef<HTMLParagraphElement>(null)

  const needsMethod = summary.totals.payableCents > 0
  const clientProblems = submitted ? checkoutProblems(values, { countries, needsMethod }) : {}
  const codeProblems = Object.fromEntries(
    summary.problems.map((p) => [p.field.replace(/^body\./, ''), p.message]),
  )
  const problem = (path: string) => serverProblems[path] ?? clientProblems[path] ?? codeProblems[path]

  // Any change makes the next click a new placement attempt, and voids the server's field problems.
  useEffect(
    () =>
      methods.subscribe({
        formState: { values: true },
        callback: () => {
          changed()
          setServerProblems({})
        },
      }),
    [methods, changed],
  )
  useEffect(changed, [quote.codes, changed])
  // A method the new amount no longer offers (cash on delivery above its limit…) is no choice any more.
  useEffect(() => {
    const method = methods.getValues('paymentMethod')
    if (method && !summary.paymentMethods.includes(method)) methods.setValue('paymentMethod', '')
  }, [summary, methods])

  const focusFirst = (problems: Record<string, string | undefined>) => {
    const first = CHECKOUT_FIELD_ORDER.find((path) => problems[path] !== undefined)
    const target = first && document.querySelector<HTMLElement>(`#${CSS.escape(id)} [name="${first}"]`)
    if (target) target.focus()
    else document.getElementById(ALERT_ID)?.focus()
  }
  const outcome = useOutcome({
    toBasket,
    setServerProblems,
    setAlert,
    serverText,
    focusFirst,
    requote: () => quote.apply(quote.codes),
  })

  const onSubmit = methods.handleSubmit(async (current) => {
    setSubmitted(true)
    setAlert(null)
    const problems = checkoutProblems(current, { countries, needsMethod })
    if (Object.keys(problems).length > 0) {
      setAlert(t('errors.intro'))
      return requestAnimationFrame(() => focusFirst(problems))
    }
    const result = await place(placementBody(current, summary, quote.codes, { basketKey, countries }))
    if (result) outcome(result)
  })

  useEffect(() => {
    if (alert) alertRef.current?.focus()
  }, [alert])

  return (
    <FormProvider {...methods}>
      <form id={id} className={styles.layout} onSubmit={onSubmit} noValidate>
        <div className={styles.main}>
          <p className={styles.contact}>{t('address.contact', contact)}</p>
          <p className={styles.requiredHint}>{t('address.requiredHint')}</p>
          <section className={styles.section} aria-labelledby={`${id}-billing`}>
            <h2 id={`${id}-billing`}>{t('address.billingHeading')}</h2>
            <AddressFieldset prefix="billing" addresses={addresses} countries={countries} problem={problem} />
            <label className={styles.check}>
              <input type="checkbox" {...methods.register('differentShipping')} />
              {t('address.differentShipping')}
            </label>
          </section>
          {values.differentShipping && (
            <section className={styles.section} aria-labelledby={`${id}-shipping`}>
              <h2 id={`${id}-shipping`}>{t('address.shippingHeading')}</h2>
              <AddressFieldset
                prefix="shipping"
                addresses={addresses}
                countries={countries}
                problem={problem}
              />
            </section>
          )}
          <section className={styles.section} aria-labelledby={`${id}-delivery`}>
            <h2 id={`${id}-delivery`}>{t('delivery.heading')}</h2>
            <DeliveryInfo summary={summary} format={format} />
          </section>
          <section className={styles.section} aria-labelledby={`${id}-payment`}>
            <h2 id={`${id}-payment`}>{t('payment.heading')}</h2>
            <PaymentMethods
              summary={summary}
              selected={values.paymentMethod}
              problem={problem('paymentMethod') ? serverText(problem('paymentMethod')!) : null}
              errorId={`${id}-payment-error`}
            />
            <CodeFields
              summary={summary}
              applied={quote.codes}
              voucherInput={props.voucherInput}
              busy={quote.busy}
              format={format.money}
              problems={{
                voucherCode: problem('voucherCode') && serverText(problem('voucherCode')!),
                giftCard: problem('giftCard') && serverText(problem('giftCard')!),
              }}
              onApply={(next) => void quote.apply(next)}
            />
          </section>
        </div>
        <CheckoutAside
          summary={summary}
          codes={quote.codes}
          format={format}
          legal={props.legal}
          busy={quote.busy}
          placing={placing}
          failure={quote.failure}
          alert={alert}
          alertRef={alertRef}
          termsProblem={problem('acceptTerms') ? serverText(problem('acceptTerms')!) : null}
        />
      </form>
    </FormProvider>
  )
}
