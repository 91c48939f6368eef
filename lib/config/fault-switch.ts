/**
 * CONTENT_FAULT_SWITCH: test-only. `1` makes POST /api/content/fault/ exist (the embedded content
 * service's failure switch, e2e/content-resilience.spec.ts); unset or `0` it answers 404. Issue 13 item 8:
 * the switch ships in every build, so it must be asked for explicitly, even where DEPLOYMENT_ENV is
 * production (the e2e server runs as production); a deployed shop never sets it.
 */
import { z } from 'zod'

const envSchema = z.object({
  // `||`: dotenv files set unset values as ''.
  CONTENT_FAULT_SWITCH: z
    .string()
    .optional()
    .transform((value) => value?.trim() || '0')
    .pipe(z.enum(['0', '1'], { error: 'CONTENT_FAULT_SWITCH is 1 (test servers only) or unset' })),
})

/** Whether the fault switch is enabled; throws (naming the variable) on any value but unset, 0 or 1. */
export function contentFaultSwitchFromEnv(env: Record<string, string | undefined>): boolean {
  return envSchema.parse({ CONTENT_FAULT_SWITCH: env.CONTENT_FAULT_SWITCH }).CONTENT_FAULT_SWITCH === '1'
}
