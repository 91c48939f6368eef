/**
 * Whether a tracking event may be pushed now (spec 02 §4 "Consent", §7): only when the tag manager or
 * the analytics service is granted. Before the consent is known (the stored consent is being read, or a
 * first visitor's banner is open) events wait in a short queue, flushed once the consent settles if
 * granted and dropped otherwise. Pure.
 */
import { CONSENT_SERVICE, type ConsentStatuses } from '@/lib/consent/rules/model'

/** Events kept while the consent is unknown: a page's worth; older ones are dropped first. */
export const PENDING_EVENTS_MAX = 100

export type GateVerdict = 'push' | 'queue' | 'drop'

export function trackingAllowed(statuses: ConsentStatuses): boolean {
  return statuses[CONSENT_SERVICE.tagManager] === true || statuses[CONSENT_SERVICE.analytics] === true
}

export function gateVerdict(phase: 'pending' | 'open' | 'settled', statuses: ConsentStatuses): GateVerdict {
  if (trackingAllowed(statuses)) return 'push'
  return phase === 'settled' ? 'drop' : 'queue'
}
