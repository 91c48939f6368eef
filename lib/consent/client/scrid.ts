import 'client-only'
/**
 * The scanned id of a store's QR code (spec 02 §4, §9): `?scrid=` is kept for the visit and handed to
 * the data layer, but only when it is valid, its checksum is 5 or less and the analytics storage
 * consent is on (../rules/scrid.ts).
 */
import { CONSENT_SERVICE, type ConsentStatuses } from '../rules/model'
import { usableScrid } from '../rules/scrid'

export const SCRID_STORAGE_KEY = 'scrid'

export function rememberScrid(statuses: ConsentStatuses): void {
  const id = usableScrid(
    new URLSearchParams(window.location.search).get('scrid'),
    statuses[CONSENT_SERVICE.analytics] === true,
  )
  if (!id) return
  try {
    window.sessionStorage.setItem(SCRID_STORAGE_KEY, id)
  } catch {
    // Blocked storage: the data layer still gets it for this page.
  }
  ;(window.dataLayer ??= []).push({ scrid: id })
}
