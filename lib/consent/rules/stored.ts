/**
 * How the consent is kept (spec 02 §3 "Consent"): a cookie with each service's status plus createdAt
 * (and the version and interaction it was given under, which its validity needs), and in local storage
 * the history of each service. Parsing is forgiving: anything malformed counts as no consent.
 */
// zod's mini build: this module runs on every page in the browser, where the full build's namespace
// (and its JSON Schema support) would add about 30 kB gz to each page's first load.
import { array, boolean, int, nonnegative, object, optional, record, regex, string } from 'zod/mini'
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

const serviceName = string().check(regex(/^[A-Za-z0-9_-]{1,40}$/))
const count = int().check(nonnegative())
const storedSchema = object({
  createdAt: count,
  version: count,
  interacted: boolean(),
  appDenied: optional(boolean()),
  id: string().check(regex(/^[A-Za-z0-9-]{8,64}$/)),
  services: record(serviceName, boolean()),
})

/** The cookie's value (URI-encoded JSON), or null for none or anything malformed. */
export function parseConsentCookie(value: string | null | undefined): StoredConsent | null {
  if (!value) return null
  try {
    const parsed = storedSchema.safeParse(JSON.parse(decodeURIComponent(value)))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function serializeConsentCookie(consent: StoredConsent): string {
  return encodeURIComponent(JSON.stringify(consent))
}

export type ConsentHistory = Record<string, ConsentHistoryEntry[]>

const historySchema = record(serviceName, array(object({ status: boolean(), timestamp: count })))

/** The stored history, each service cut to its last entries; anything malformed is no history. */
export function parseConsentHistory(value: string | null | undefined): ConsentHistory {
  if (!value) return {}
  try {
    const parsed = historySchema.safeParse(JSON.parse(value))
    if (!parsed.success) return {}
    return Object.fromEntries(
      Object.entries(parsed.data).map(([name, entries]) => [name, entries.slice(-CONSENT_HISTORY_ENTRIES)]),
    )
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
