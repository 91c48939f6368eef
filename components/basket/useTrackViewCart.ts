'use client'

/**
 * frontend_view_cart (spec 02 §7) once per basket page view, when the basket first shows with lines:
 * not again when a change refetches it.
 */
import { useEffect, useRef } from 'react'
import type { Basket } from '@/lib/basket/rules/types'
import { trackViewCart } from '@/lib/tracking/client/cart-events'

export function useTrackViewCart(basket: Basket | undefined) {
  const tracked = useRef(false)
  useEffect(() => {
    if (tracked.current || !basket || basket.items.length === 0) return
    tracked.current = true
    trackViewCart(basket.items, basket.cost.currencyCode)
  }, [basket])
}
