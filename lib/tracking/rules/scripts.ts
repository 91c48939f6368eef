/**
 * The tracking scripts and when they load (spec 02 §7, spec 01 §5): the tag manager with the
 * googleTagManager consent and a configured id, the recommendation vendor's analytics script
 * /scripts/econda.js with the analytics consent; both asynchronously. Pure.
 */
import { CONSENT_SERVICE, type ConsentStatuses } from '@/lib/consent/rules/model'

export const ANALYTICS_SCRIPT_SRC = '/scripts/econda.js'
export const GTM_SCRIPT_ORIGIN = 'https://www.googletagmanager.com'

export const gtmScriptSrc = (id: string) => `${GTM_SCRIPT_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`

/** The scripts the consent allows now, by id (each loads once per page; a revoked consent reloads). */
export function allowedScripts(
  statuses: ConsentStatuses,
  gtmId: string | null,
): { id: string; src: string }[] {
  const scripts: { id: string; src: string }[] = []
  if (gtmId && statuses[CONSENT_SERVICE.tagManager] === true) {
    scripts.push({ id: 'gtm', src: gtmScriptSrc(gtmId) })
  }
  if (statuses[CONSENT_SERVICE.analytics] === true) scripts.push({ id: 'econda', src: ANALYTICS_SCRIPT_SRC })
  return scripts
}
