import 'server-only'

/**
 * Where account contact messages go: SERVICE_MAIL_TO, or a local address of the flavour's brand (as the
 * mail port's default sender) so a fresh checkout delivers them into the local mailbox.
 */
import { z } from 'zod'
import { flavourRules } from '@/lib/config'

const envSchema = z.object({
  // `||` semantics: dotenv files set unset values as ''.
  SERVICE_MAIL_TO: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.email().max(254).optional()),
})

export function defaultServiceAddress(brandName: string): string {
  const domain = brandName.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'shop'
  return `service@${domain}.example`
}

/** Throws a ZodError naming SERVICE_MAIL_TO when it is set to something that is not an address. */
export function serviceMailAddress(
  env: Record<string, string | undefined> = process.env,
  brandName: string = flavourRules.brandName,
): string {
  return envSchema.parse(env).SERVICE_MAIL_TO ?? defaultServiceAddress(brandName)
}
