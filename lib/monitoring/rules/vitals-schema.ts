/** The zod schema of a web-vitals report (./vitals.ts), checked by POST /api/monitoring/vitals/. */
import { z } from 'zod'
import { LANGUAGES, MARKET_CODES } from '@/lib/config/markets'
import { PAGE_TYPES } from './page-type'
import { NAVIGATION_TYPES, VITAL_NAMES, VITAL_RATINGS, type VitalReport } from './vitals'

/** A vitals report is a few hundred bytes; anything near this is not one. */
export const MAX_VITALS_BODY_BYTES = 4 * 1024

/** Units: CLS is a unitless score (< 100 in any real page), the others milliseconds (< 10 min). */
// Typed as the report the browser builds: schema and type cannot drift apart.
export const vitalReportSchema: z.ZodType<VitalReport> = z.object({
  path: z.string().min(1).max(512).startsWith('/'),
  href: z.string().max(1024),
  name: z.enum(VITAL_NAMES),
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(VITAL_RATINGS),
  delta: z.number().finite().min(-600_000).max(600_000),
  id: z.string().min(1).max(100),
  navigationType: z.enum(NAVIGATION_TYPES),
  market: z.enum(MARKET_CODES),
  language: z.enum(LANGUAGES),
  pageType: z.enum(PAGE_TYPES).optional(),
})
