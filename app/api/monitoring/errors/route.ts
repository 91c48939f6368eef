/**
 * POST /api/monitoring/errors/: the Sentry tunnel of the browser SDK when no SENTRY_DSN is configured
 * (spec 02 §7 "an error-reporting service receives data at its own endpoint"): the envelope's error events
 * go to the shop's own error store, scrubbed (lib/monitoring/rules/error-report.ts); transactions and
 * sessions are dropped. 202, 403 cross-site, 413 over 200 kB, 429. No session, no cookie.
 */
import { getDb } from '@/lib/db'
import { errorReportsPerIp } from '@/lib/http/server/rate-limits'
import { errorRecordsOfEnvelope, MAX_ENVELOPE_BYTES } from '@/lib/monitoring/rules/error-report'
import { intake } from '@/lib/monitoring/server/intake'
import { recordErrors } from '@/lib/monitoring/server/store'

export const POST = intake({ maxBytes: MAX_ENVELOPE_BYTES, limit: errorReportsPerIp }, async (text) => {
  const records = errorRecordsOfEnvelope(text, 'browser')
  if (records.length) await recordErrors(await getDb(), records)
})
