/**
 * POST /api/monitoring/vitals/: the shop's own endpoint for the performance metrics of spec 01 §7, used
 * when no MONITORING_URL is configured. Body of lib/monitoring/rules/vitals.ts; 202 stored, 400 naming the
 * fields, 403 cross-site, 413 over 4 kB, 429 with Retry-After. No session, no cookie, no address kept.
 */
import { getDb } from '@/lib/db'
import { fieldProblems, invalidRequest } from '@/lib/http/rules/errors'
import { parseJsonText } from '@/lib/http/server/body'
import { vitalsPerIp } from '@/lib/http/server/rate-limits'
import { MAX_VITALS_BODY_BYTES, vitalReportSchema } from '@/lib/monitoring/rules/vitals-schema'
import { intake } from '@/lib/monitoring/server/intake'
import { recordVital } from '@/lib/monitoring/server/store'

export const POST = intake({ maxBytes: MAX_VITALS_BODY_BYTES, limit: vitalsPerIp }, async (text) => {
  // 400 for text that is not JSON or holds what the shop refuses (issue 13 item 5).
  const parsed = vitalReportSchema.safeParse(parseJsonText(text))
  if (!parsed.success) return invalidRequest(fieldProblems('body', parsed.error))
  await recordVital(await getDb(), parsed.data)
})
