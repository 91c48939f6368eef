import 'client-only'
/**
 * Reads and writes the stored consent in the browser (spec 02 §3): the cookie with each service's status
 * and createdAt (one year, spec 02 §9), and the history in local storage. Blocked storage loses only
 * the history, never the decision.
 */
import { CONSENT_COOKIE_MAX_AGE_MS } from '@/lib/config/constants'
import {
  CONSENT_COOKIE,
  CONSENT_HISTORY_STORAGE_KEY,
  parseConsentCookie,
  parseConsentHistory,
  serializeConsentCookie,
  type ConsentHistory,
  type StoredConsent,
} from '../rules/stored'

export function readStoredConsent(): StoredConsent | null {
  const prefix = `${CONSENT_COOKIE}=`
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  return parseConsentCookie(entry?.slice(prefix.length))
}

export function readConsentHistory(): ConsentHistory {
  try {
    return parseConsentHistory(window.localStorage.getItem(CONSENT_HISTORY_STORAGE_KEY))
  } catch {
    return {}
  }
}

export function writeStoredConsent(consent: StoredConsent, history: ConsentHistory): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${serializeConsentCookie(consent)}; Path=/; Max-Age=${Math.floor(
    CONSENT_COOKIE_MAX_AGE_MS / 1000,
  )}; SameSite=Lax${secure}`
  try {
    window.localStorage.setItem(CONSENT_HISTORY_STORAGE_KEY, JSON.stringify(history))
  } catch {
    // Private mode or full storage: the decision itself is in the cookie.
  }
}

/** A fresh anonymous id for one decision: proves it in the consent log without naming anyone. */
export function newConsentId(): string {
  return crypto.randomUUID()
}
