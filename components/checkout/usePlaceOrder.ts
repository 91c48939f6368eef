'use client'

/**
 * Placing the order (issue 11 items 2, 5): one idempotency key per placement attempt — made on the first
 * click, kept while the same request is retried (no answer, or a server failure), replaced after any
 * change or refusal — so a double click or a retry gives one order. The button stays disabled while
 * placing and after success. Then: the payment page (`next: 'payment'`) or the thank-you page.
 */
import { useCallback, useRef, useState } from 'react'
import { placeOrder, type PlaceOrderRequest, type PlacedOrder } from '@/lib/checkout/client/api'
import type { Language } from '@/lib/config/markets'
import { ApiRequestError } from '@/lib/http/client/json'

export type PlaceOutcome =
  | { ok: true; placed: PlacedOrder }
  | { ok: false; status: number; message: string; fields: { field: string; message: string }[] }

export function usePlaceOrder(language: Language) {
  const key = useRef<string | null>(null)
  const inFlight = useRef(false)
  const [placing, setPlacing] = useState(false)

  /** Something the order depends on changed: the next click is a new attempt. */
  const changed = useCallback(() => {
    if (!inFlight.current) key.current = null
  }, [])

  const place = useCallback(
    async (body: Omit<PlaceOrderRequest, 'idempotencyKey'>): Promise<PlaceOutcome | null> => {
      if (inFlight.current) return null
      inFlight.current = true
      setPlacing(true)
      key.current ??= crypto.randomUUID()
      try {
        const placed = await placeOrder({ ...body, idempotencyKey: key.current }, language)
        return { ok: true, placed }
      } catch (error) {
        const status = error instanceof ApiRequestError ? error.status : 0
        // A refusal is final for this attempt; no answer or a server failure may be retried as it was.
        if (status >= 400 && status < 500) key.current = null
        setPlacing(false)
        return {
          ok: false,
          status,
          message: error instanceof Error ? error.message : 'failed',
          fields: error instanceof ApiRequestError ? (error.details.fields ?? []) : [],
        }
      } finally {
        inFlight.current = false
      }
    },
    [language],
  )

  return { place, placing, changed }
}
