/**
 * How long click and reserve holds pieces (issue 13 item 4: reservations expire and give their stock
 * back), read from RESERVATION_TTL_HOURS and checked with the rest of the configuration when the server
 * starts. Default 48 hours: two days to come by the store; longer keeps pieces off the shelf for others.
 */
import { z } from 'zod'

export const DEFAULT_RESERVATION_TTL_HOURS = 48

const envSchema = z.object({
  RESERVATION_TTL_HOURS: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number()
      .int('a whole number of hours')
      // At least an hour to get there; at most 30 days, so a typo never holds stock for months.
      .min(1, 'at least 1 hour')
      .max(720, 'at most 720 hours (30 days)')
      .default(DEFAULT_RESERVATION_TTL_HOURS),
  ),
})

/** The hours a reservation is held; throws, naming the variable, on a wrong value. */
export function reservationTtlHoursFromEnv(env: Record<string, string | undefined>): number {
  return envSchema.parse({ RESERVATION_TTL_HOURS: env.RESERVATION_TTL_HOURS }).RESERVATION_TTL_HOURS
}
