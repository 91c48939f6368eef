/**
 * The settings of the rate limits (lib/http/server/rate-limit.ts), read from the environment and checked
 * with the rest of the configuration when the server starts:
 * - REDIS_URL: keep the counters in Redis (redis:// or rediss://) instead of the database.
 * - TRUST_PROXY: how many reverse proxies in front of the shop append to X-Forwarded-For (default 0: the
 *   shop is reached directly). lib/http/rules/client-address.ts says why the count matters.
 * - RATE_LIMIT_SECRET: key of the HMAC that hides addresses and emails in the stored counter keys.
 * Kept out of the shop configuration object, so the secret never travels with it.
 */
import { z } from 'zod'

export const RATE_LIMIT_SECRET_MIN_LENGTH = 16

// `||` semantics: dotenv files set unset values as ''.
const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const envSchema = z.object({
  REDIS_URL: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'a redis:// or rediss:// URL')
      .optional(),
  ),
  TRUST_PROXY: z.preprocess((value) => {
    const v = blankIsUnset(value)
    if (v === 'false') return 0
    if (v === 'true') return 1
    return v === undefined ? 0 : Number(v)
  }, z.number().int('a whole number of proxies').min(0).max(10)),
  RATE_LIMIT_SECRET: z.preprocess(
    blankIsUnset,
    z
      .string()
      .min(RATE_LIMIT_SECRET_MIN_LENGTH, `at least ${RATE_LIMIT_SECRET_MIN_LENGTH} characters`)
      .optional(),
  ),
})

export interface RateLimitSettings {
  redisUrl: string | null
  trustedProxies: number
  secret: string | null
}

/** The rate-limit settings; throws, naming the variable, on a wrong value. */
export function rateLimitSettingsFromEnv(env: Record<string, string | undefined>): RateLimitSettings {
  const parsed = envSchema.parse({
    REDIS_URL: env.REDIS_URL,
    TRUST_PROXY: env.TRUST_PROXY,
    RATE_LIMIT_SECRET: env.RATE_LIMIT_SECRET,
  })
  return {
    redisUrl: parsed.REDIS_URL ?? null,
    trustedProxies: parsed.TRUST_PROXY,
    secret: parsed.RATE_LIMIT_SECRET ?? null,
  }
}
