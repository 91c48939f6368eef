import 'client-only'
/**
 * The data layer of spec 02 §7: tracking events are pushed to `window.dataLayer` and are not network
 * calls, and only as the visitor's consent allows (rules/gate.ts: tag manager or analytics granted).
 * While the consent is not known yet events wait in memory; they are pushed once it settles with a
 * grant, dropped otherwise. Consent Mode commands (`gtag`) are not events and are never held back.
 */
import { useConsentStore } from '@/lib/consent/client/consent-store'
import { gateVerdict, PENDING_EVENTS_MAX } from '../rules/gate'
import { ONCE_STORAGE_KEY, parseOnceKeys, rememberOnce } from '../rules/once'
import { ecommercePushes } from '../rules/product-data'

export type TrackingPayload = Record<string, unknown>
type Entry = Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: Entry[]
  }
}

let pending: Entry[][] = []

const layer = () => (window.dataLayer ??= [])

function write(entries: Entry[]) {
  const target = layer()
  for (const entry of entries) target.push(entry)
}

/** Pushes the entries together (an ecommerce reset and its event) as the consent allows. */
function gated(entries: Entry[]) {
  const { phase, statuses } = useConsentStore.getState()
  const verdict = gateVerdict(phase, statuses)
  if (verdict === 'push') write(entries)
  else if (verdict === 'queue') pending = [...pending, entries].slice(-PENDING_EVENTS_MAX)
}

// The queue waits for the consent: flushed when it allows tracking, dropped once it is known and does not.
useConsentStore.subscribe((state) => {
  if (pending.length === 0) return
  const verdict = gateVerdict(state.phase, state.statuses)
  if (verdict === 'queue') return
  const queued = pending
  pending = []
  if (verdict === 'push') queued.forEach(write)
})

export function pushEvent(event: string, payload: TrackingPayload = {}) {
  gated([{ event, ...payload }])
}

/**
 * An ecommerce event in the shape GA4 reads (`{ event, ecommerce: { currency, value, items } }`), after
 * `{ ecommerce: null }` so the previous event's items do not merge into it. `extra`: fields beside it.
 */
export function pushEcommerceEvent(event: string, ecommerce: TrackingPayload, extra: TrackingPayload = {}) {
  gated(ecommercePushes(event, ecommerce, extra))
}

/** A Consent Mode command as gtag pushes it: the `arguments` object, which GTM requires. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read through `arguments`
export function gtag(command: 'consent', action: 'default' | 'update', state: Record<string, unknown>) {
  // eslint-disable-next-line prefer-rest-params -- GTM reads consent commands only as an arguments object
  layer().push(arguments as unknown as Entry)
}

/**
 * Pushes the event unless `key` was pushed before in this browser (kept in local storage). Without
 * storage (private mode, blocked) it pushes: one event too many beats a purchase never counted.
 * `ecommerce`: the payload is the event's ecommerce object (pushEcommerceEvent).
 */
export function pushEventOnce(
  key: string,
  event: string,
  payload: TrackingPayload = {},
  ecommerce = false,
): boolean {
  let next: string[] | null = [key]
  try {
    next = rememberOnce(parseOnceKeys(window.localStorage.getItem(ONCE_STORAGE_KEY)), key)
    if (next) window.localStorage.setItem(ONCE_STORAGE_KEY, JSON.stringify(next))
  } catch {
    next = [key]
  }
  if (!next) return false
  if (ecommerce) pushEcommerceEvent(event, payload)
  else pushEvent(event, payload)
  return true
}

/** Test seam: forget the queued events. */
export function clearPendingEvents() {
  pending = []
}
