'use client'

/**
 * The checkout's quote (issue 11 item 2): the server's summary for the applied voucher and gift card and
 * whether the browser supports Apple Pay (`window.ApplePaySession?.canMakePayments?.()`). A newer request
 * cancels an older one. A basket that emptied or changed meanwhile sends the shopper to the basket.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchCheckoutSummary } from '@/lib/checkout/client/api'
import type { CheckoutSummary } from '@/lib/checkout/rules/summary'
import type { Language } from '@/lib/config/markets'
import { ApiRequestError } from '@/lib/http/client/json'
import type { AppliedCodes } from './CodeFields'

export type SummaryFailure = 'rate-limited' | 'failed' | null

interface Options {
  basketKey: string
  language: Language
  initial: CheckoutSummary
  initialCodes: AppliedCodes
  /** The basket is gone or changed: the page goes to the basket with this notice. */
  onBasketGone: (notice: 'checkout-basket-empty' | 'checkout-basket-changed') => void
}

function applePaySupported(): boolean {
  const session = (window as { ApplePaySession?: { canMakePayments?: () => boolean } }).ApplePaySession
  try {
    return Boolean(session?.canMakePayments?.())
  } catch {
    return false
  }
}

export function useCheckoutSummary({ basketKey, language, initial, initialCodes, onBasketGone }: Options) {
  const [summary, setSummary] = useState(initial)
  const [codes, setCodes] = useState<AppliedCodes>(initialCodes)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<SummaryFailure>(null)
  const applePay = useRef(false)
  const running = useRef<AbortController | null>(null)

  const quote = useCallback(
    async (next: AppliedCodes, withApplePay: boolean) => {
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      setBusy(true)
      try {
        const answer = await fetchCheckoutSummary(
          { basketKey, ...next, applePaySupported: withApplePay },
          language,
          controller.signal,
        )
        setSummary(answer)
        // Only codes the server took stay applied; a refused one is shown with its problem.
        setCodes({
          ...(answer.voucher && next.voucherCode ? { voucherCode: next.voucherCode } : {}),
          ...(answer.giftCard && next.giftCard ? { giftCard: next.giftCard } : {}),
        })
        setFailure(null)
        return answer
      } catch (error) {
        if (controller.signal.aborted) return null
        if (error instanceof ApiRequestError && (error.status === 400 || error.status === 409)) {
          const empty = error.message === 'checkout.errors.basketEmpty'
          onBasketGone(empty ? 'checkout-basket-empty' : 'checkout-basket-changed')
        } else
          setFailure(error instanceof ApiRequestError && error.status === 429 ? 'rate-limited' : 'failed')
        return null
      } finally {
        if (running.current === controller) setBusy(false)
      }
    },
    [basketKey, language, onBasketGone],
  )

  // Apple Pay is known in the browser only: once it is, the methods are asked again.
  useEffect(() => {
    if (!applePaySupported()) return
    applePay.current = true
    const timer = setTimeout(() => void quote(initialCodes, true), 0)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [])
  useEffect(() => () => running.current?.abort(), [])

  const apply = useCallback((next: AppliedCodes) => quote(next, applePay.current), [quote])
  return { summary, codes, busy, failure, apply }
}
