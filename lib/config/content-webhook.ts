/**
 * CONTENT_WEBHOOK_SECRET: the shared secret of the content revalidation webhook (POST
 * /api/content/revalidate/). Storyblok signs each call with it (the `webhook-signature` header). Unset,
 * the webhook refuses every call. Checked with the rest of the configuration when the server starts.
 */
import { z } from 'zod'

/** Long enough that it cannot be guessed; Storyblok takes any text as a webhook secret. */
export const CONTENT_WEBHOOK_SECRET_MIN_LENGTH = 16

const envSchema = z.object({
  // `||`: dotenv files set unset values as ''.
  CONTENT_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(
      z
        .string()
        .min(CONTENT_WEBHOOK_SECRET_MIN_LENGTH, `at least ${CONTENT_WEBHOOK_SECRET_MIN_LENGTH} characters`)
        .max(512)
        .optional(),
    ),
})

/** The webhook secret, null when none is set; throws (naming the variable) when it is too short. */
export function contentWebhookSecretFromEnv(env: Record<string, string | undefined>): string | null {
  return (
    envSchema.parse({ CONTENT_WEBHOOK_SECRET: env.CONTENT_WEBHOOK_SECRET }).CONTENT_WEBHOOK_SECRET ?? null
  )
}
