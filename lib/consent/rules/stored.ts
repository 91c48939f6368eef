/**
 * How the consent is kept (spec 02 §3 "Consent"): a cookie with each service's status plus createdAt
 * (and the version and interaction it was given under, which its validity needs), and in local storage
 * the history of each service. Parsing is forgiving: anything malformed counts as no consent.
 */
// Checked by hand, not with zod: this module runs on every page in the browser, and even zod's mini
// build brings zod's core along (23 kB gz of every page's first load; issue 15 item 3).
import { CONSENT_HISTORY_ENTRIES } from '@/lib/config/constants'
import type { ConsentHistoryEntry, ConsentStatuses } from './model'

export const CONSENT_COOKIE = 'consent'
export const CONSENT_HISTORY_STORAGE_KEY = 'consent-history'
/** The timestamp of a default history entry: fixed in 2023 (spec 02 §3). */
export const DEFAULT_HISTORY_TIMESTAMP = Date.UTC(2023, 0, 1)

export interface StoredConsent {
  /** Epoch milliseconds of the decision. */
  createdAt: number
  version: number
  interacted: boolean
  /** The visitor refused app tracking in the shop's app (`#denyAppConsent`). */
  appDenied?: boolean
  /** An anonymous id of this decision, so the consent log can prove it without naming anyone. */
  id: string
  services: ConsentStatuses
}

const SERVICE_NAME = /^[A-Za-z0-9_-]{1,40}$/
const DECISION_ID = /^[A-Za-z0-9-]{8,64}$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0

/** A service name → boolean map. */
function statuses(value: unknown): ConsentStatuses | null {
  if (!isRecord(value)) return null
  const result: ConsentStatuses = {}
  for (const [name, status] of Object.entries(value)) {
    if (!SERVICE_NAME.test(name) || typeof status !== 'boolean') return null
    result[name] = status
  }
  return result
}

/** The stored shape, unknown keys left behind; null when anything is malformed. */
function storedConsent(value: unknown): StoredConsent | null {
  if (!isRecord(value)) return null
  const { createdAt, version, interacted, appDenied, id } = value
  const services = statuses(value.services)
  if (!isCount(createdAt) || !isCount(version) || typeof interacted !== 'boolean') return null
  if (appDenied !== undefined && typeof appDenied !== 'boolean') return null
  if (typeof id !== 'string' || !DECISION_ID.test(id) || !services) return null
  return { createdAt, version, interacted, ...(appDenied === undefined ? {} : { appDenied }), id, services }
}

/** The cookie's value (URI-encoded JSON), or null for none or anything malformed. */
export function parseConsentCookie(value: string | null | undefined): StoredConsent | null {
  if (!value) return null
  try {
    return storedConsent(JSON.parse(decodeURIComponent(value)))
  } catch {
    return null
  }
}

export function serializeConsentCookie(consent: StoredConsent): string {
  return encodeURIComponent(JSON.stringify(consent))
}

export type ConsentHistory = Record<string, ConsentHistoryEntry[]>

const historyEntry = (value: unknown): ConsentHistoryEntry | null =>
  isRecord(value) && typeof value.status === 'boolean' && isCount(value.timestamp)
    ? { status: value.status, timestamp: value.timestamp }
    : null

/** The stored history, each service cut to its last entries; anything malformed is no history. */
export function parseConsentHistory(value: string | null | undefined): ConsentHistory {
  if (!value) return {}
  try {
    const parsed: unknown = JSON.parse(value)
    if (!isRecord(parsed)) return {}
    const history: ConsentHistory = {}
    for (const [name, entries] of Object.entries(parsed)) {
      if (!SERVICE_NAME.test(name) || !Array.isArray(entries)) return {}
      const checked = entries.map(historyEntry)
      if (checked.some((entry) => entry === null)) return {}
      history[name] = (checked as ConsentHistoryEntry[]).slice(-CONSENT_HISTORY_ENTRIES)
    }
    return history
  } catch {
    return {}
  }
}

/** A service's history after a decision: the last 3 entries (spec 02 §4, §9). */
export function appendHistory(
  entries: readonly ConsentHistoryEntry[],
  entry: ConsentHistoryEntry,
): ConsentHistoryEntry[] {
  return [...entries, entry].slice(-CONSENT_HISTORY_ENTRIES)
}
