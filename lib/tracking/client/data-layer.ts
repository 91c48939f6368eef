import 'client-only'
/**
 * The data layer of spec 02 §7: tracking events are pushed to `window.dataLayer` and are not network
 * calls. Whatever reads the layer is loaded only with the shopper's consent (the consent banner), so a
 * push without consent leaves the browser with nothing.
 */
import { ONCE_STORAGE_KEY, parseOnceKeys, rememberOnce } from '../rules/once'

export type TrackingPayload = Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

export function pushEvent(event: string, payload: TrackingPayload = {}) {
  ;(window.dataLayer ??= []).push({ event, ...payload })
}

/**
 * Pushes the event unless `key` was pushed before in this browser (kept in local storage). Without
 * storage (private mode, blocked) it pushes: one event too many beats a purchase never counted.
 */
export function pushEventOnce(key: string, event: string, payload: TrackingPayload = {}): boolean {
  let next: string[] | null = [key]
  try {
    next = rememberOnce(parseOnceKeys(window.localStorage.getItem(ONCE_STORAGE_KEY)), key)
    if (next) window.localStorage.setItem(ONCE_STORAGE_KEY, JSON.stringify(next))
  } catch {
    next = [key]
  }
  if (!next) return false
  pushEvent(event, payload)
  return true
}
