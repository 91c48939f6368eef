'use client'

/**
 * What the checkout makes of a placement (issue 11 item 2): the body it sends (only choices: no price,
 * no quantity), and where each answer leads — the payment page, the thank-you page, the basket with a
 * notice (empty, changed, out of stock), the checkout login, or the problems on their fields.
 */
import { useCallback } from 'react'
import { useTranslations } from 'next-intl'
import type { PlaceOrderRequest } from '@/lib/checkout/client/api'
import {
  addressInput,
  formPathOf,
  type CheckoutFormValues,
  type CheckoutProblems,
} from '@/lib/checkout/rules/checkout-form'
import type { CheckoutSummary } from '@/lib/checkout/rules/summary'
import { useRouter } from '@/lib/i18n/navigation'
import type { AppliedCodes } from './CodeFields'
import type { PlaceOutcome } from './usePlaceOrder'

export function placementBody(
  values: CheckoutFormValues,
  summary: CheckoutSummary,
  codes: AppliedCodes,
  ctx: { basketKey: string; countries: readonly string[] },
): Omit<PlaceOrderRequest, 'idempotencyKey'> {
  return {
    basketKey: ctx.basketKey,
    billingAddress: addressInput(values.billing, ctx.countries),
    shippingAddress: values.differentShipping ? addressInput(values.shipping, ctx.countries) : null,
    deliveryKind: summary.shippingKind,
    ...(summary.totals.payableCents > 0 && values.paymentMethod
      ? { paymentMethod: values.paymentMethod }
      : {}),
    ...codes,
    acceptTerms: true,
  }
}

const TO_BASKET: Record<string, string> = {
  'checkout.errors.basketEmpty': 'checkout-basket-empty',
  'checkout.errors.outOfStock': 'checkout-out-of-stock',
  'checkout.errors.basketChanged': 'checkout-basket-changed',
  'checkout.errors.itemsRemoved': 'checkout-basket-changed',
}

interface Handlers {
  toBasket: (notice: string) => void
  setServerProblems: (problems: CheckoutProblems) => void
  setAlert: (text: string | null) => void
  serverText: (key: string) => string
  focusFirst: (problems: CheckoutProblems) => void
  requote: () => void
}

export function useOutcome(handlers: Handlers) {
  const t = useTranslations('checkout')
  const router = useRouter()
  const { toBasket, setServerProblems, setAlert, serverText, focusFirst, requote } = handlers
  return useCallback(
    (result: PlaceOutcome) => {
      if (result.ok) {
        const { placed } = result
        if (placed.next === 'payment' && placed.redirectUrl) return window.location.assign(placed.redirectUrl)
        return router.push({ pathname: '/thank-you', query: { order: placed.orderNumber } })
      }
      const notice = TO_BASKET[result.message]
      if (notice) return toBasket(notice)
      if (result.status === 401) return router.push('/checkout/login')
      if (result.status === 429) return setAlert(t('errors.rateLimited'))
      const problems: CheckoutProblems = {}
      for (const { field, message } of result.fields) {
        const path = formPathOf(field)
        if (path) problems[path] ??= message
      }
      // The shipping rule moved under the shopper (a bulky line…): show the new summary.
      if (result.fields.some((f) => f.field === 'body.deliveryKind')) requote()
      if (Object.keys(problems).length > 0) {
        setServerProblems(problems)
        setAlert(t('errors.intro'))
        return requestAnimationFrame(() => focusFirst(problems))
      }
      setAlert(result.status === 0 || result.status >= 500 ? t('errors.generic') : serverText(result.message))
    },
    [router, toBasket, setServerProblems, setAlert, serverText, focusFirst, requote, t],
  )
}
