import 'server-only'

/**
 * Which breach source answers the leaked-password check (spec 02 §5, §7): the embedded range index
 * unless PWNED_PASSWORDS_URL names a range API.
 *
 * - PWNED_PASSWORDS_URL: the range API's address, the prefix is appended as is
 *   (`https://api.pwnedpasswords.com/range/` → `…/range/5BAA6`)
 * - PWNED_PASSWORDS_TIMEOUT_MS: how long one call may take, body included (default 1500, 50 … 30000)
 */
import { z } from 'zod'

export const DEFAULT_PWNED_TIMEOUT_MS = 1500

// `||` semantics: dotenv files set unset values as ''.
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)

const envSchema = z.object({
  PWNED_PASSWORDS_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: 'expected an http(s) URL' }).optional(),
  ),
  PWNED_PASSWORDS_TIMEOUT_MS: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'expected milliseconds')
      .transform(Number)
      .pipe(z.number().int().min(50).max(30_000))
      .optional(),
  ),
})

export type BreachSource = { kind: 'local' } | { kind: 'remote'; url: string; timeoutMs: number }

/** Throws a ZodError naming the variable when a value is wrong. */
export function breachSourceFromEnv(env: Record<string, string | undefined>): BreachSource {
  const parsed = envSchema.parse(env)
  if (!parsed.PWNED_PASSWORDS_URL) return { kind: 'local' }
  return {
    kind: 'remote',
    url: parsed.PWNED_PASSWORDS_URL,
    timeoutMs: parsed.PWNED_PASSWORDS_TIMEOUT_MS ?? DEFAULT_PWNED_TIMEOUT_MS,
  }
}
