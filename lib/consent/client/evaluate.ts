import 'client-only'
/**
 * What the consent gate decides on load and on every hash change (spec 02 §2, §4): retail app and
 * crawlers get the automatic statuses; `#denyConsent` / `#denyAppConsent` open the deny view,
 * `#allowAppConsent` the banner; otherwise a valid stored consent settles the store and anything else
 * opens the banner. Loaded by the gate after the page is interactive, so its rules are not part of
 * every page's first JavaScript (issue 15 item 3).
 */
import { consentHashCommand, hashOutcome } from '../rules/hash'
import { AUTOMATIC_STATUSES, consentMode } from '../rules/modes'
import { consentValidity } from '../rules/validity'
import { useConsentStore } from './consent-store'
import { readStoredConsent } from './storage'

export function evaluateConsent(version: number, onDeny: (deny: { appDenied: boolean }) => void): void {
  const store = useConsentStore.getState()
  const mode = consentMode(navigator.userAgent)
  if (mode !== 'visitor') return store.settle(AUTOMATIC_STATUSES)
  const stored = readStoredConsent()
  const outcome = hashOutcome(consentHashCommand(window.location.hash), stored?.appDenied === true)
  if (outcome.kind === 'deny') return onDeny({ appDenied: outcome.appDenied })
  if (outcome.kind === 'open') return store.open(1)
  // A hash change without a command leaves a known consent as it is.
  if (store.phase !== 'pending') return
  if (stored && consentValidity(stored, { now: Date.now(), version }) === 'valid')
    store.settle(stored.services)
  else store.open(1)
}
