/**
 * The consent of spec 02 §3 "Consent": categories of services, each service with its status and
 * history, plus the version and whether the visitor interacted. Pure data shapes and the names of the
 * services the shop's own code asks about.
 */

/** The service names the shop's code gates on; editors list them (with their texts) in `layout/session`. */
export const CONSENT_SERVICE = {
  /** Necessary: the session and the basket. */
  session: 'session',
  /** Necessary: storing this very choice. */
  consent: 'consent',
  /** Statistics: the recommendation vendor's analytics script (/scripts/econda.js, spec 02 §7). */
  analytics: 'analytics',
  /** Statistics: the tag manager that reads the data layer (spec 01 §5). */
  tagManager: 'googleTagManager',
  /** Marketing: personalised recommendations from the visitor's behaviour. */
  recommendations: 'recommendations',
  /** Marketing: the Sovendus voucher network on the thank-you page (shop option `sovendus`). */
  sovendus: 'sovendus',
  /** Marketing, attribution tracking: affiliate sales attribution; deny all keeps it (spec 02 §4). */
  affiliate: 'affiliate',
} as const
export type ConsentServiceName = (typeof CONSENT_SERVICE)[keyof typeof CONSENT_SERVICE] | (string & {})

export type ConsentGroup = 'necessary' | 'statistics' | 'marketing'

export interface ConsentHistoryEntry {
  status: boolean
  /** Epoch milliseconds. */
  timestamp: number
}

export interface ConsentService {
  name: string
  title: string
  company?: string
  group: ConsentGroup
  status: boolean
  /** Attribution tracking: stays on when the visitor denies all (spec 02 §4). */
  attTracking: boolean
  history: ConsentHistoryEntry[]
}

export interface ConsentCategory {
  group: ConsentGroup
  title: string
  text: string
  defaultValue: boolean
  required: boolean
  status: boolean
  services: ConsentService[]
}

/** Each service's status, by name: what the rest of the shop asks about. */
export type ConsentStatuses = Record<string, boolean>
