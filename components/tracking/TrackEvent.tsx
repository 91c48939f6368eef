'use client'

/**
 * Pushes one tracking event of spec 02 §7 when the page shows (`once`: only the first time this browser
 * shows it, e.g. a purchase on a reloaded thank-you page). `ecommerce`: the payload is the event's GA4
 * ecommerce object, pushed after `{ ecommerce: null }`; `extra` goes beside it. Renders nothing.
 */
import { useEffect, useRef } from 'react'
import {
  pushEcommerceEvent,
  pushEvent,
  pushEventOnce,
  type TrackingPayload,
} from '@/lib/tracking/client/data-layer'

interface Props {
  event: string
  payload: TrackingPayload
  /** A key the event is pushed once for, across reloads. */
  once?: string
  ecommerce?: boolean
  extra?: TrackingPayload
}

export function TrackEvent({ event, payload, once, ecommerce = false, extra }: Props) {
  // One push per page view, also when React runs the effect twice in development.
  const pushed = useRef(false)
  useEffect(() => {
    if (pushed.current) return
    pushed.current = true
    if (once) pushEventOnce(once, event, payload, ecommerce)
    else if (ecommerce) pushEcommerceEvent(event, payload, extra)
    else pushEvent(event, payload)
  }, [event, payload, once, ecommerce, extra])
  return null
}
