/**
 * The Sentry options the browser and the server share (issue 12 item 5; spec 02 §7 trace sampling 10 %,
 * spec 01 §8 noisy errors ignored): nothing personal is collected — no user, cookies, headers, bodies,
 * query parameters or database values — and the noisy browser errors are ignored. Pure.
 */
import { IGNORED_ERRORS, IGNORED_SCRIPT_URLS } from './ignore-errors'

export const DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as never[],
  urlQueryParams: false,
  databaseQueryData: false,
  queues: false,
} as const

export const SENTRY_IGNORE = {
  ignoreErrors: [...IGNORED_ERRORS],
  denyUrls: [...IGNORED_SCRIPT_URLS],
}

/** A DSN for the browser SDK when the shop's own tunnel receives its envelopes (the SDK needs one). */
export function embeddedDsn(origin: string): string {
  const url = new URL(origin)
  return `${url.protocol}//embedded@${url.host}/0`
}
