import 'server-only'

/**
 * How mail leaves the shop (issue 10 item 6): through an SMTP server when SMTP_URL names one, otherwise
 * into the local mailbox (files under MAIL_DIR, read on the mailbox page).
 *
 * - SMTP_URL: smtp:// or smtps:// URL with credentials and options, as nodemailer reads it
 *   (e.g. smtps://user:pass@mail.example.com:465); unset → the local mailbox
 * - MAIL_FROM: the sender, `address` or `Name <address>`; default the flavour's brand (lib/config/flavours.ts)
 * - MAIL_DIR: the local mailbox's folder (default .data/mail under the working directory)
 */
import path from 'node:path'
import { z } from 'zod'
import type { FlavourRules } from '@/lib/config/flavours'

// `||` semantics: dotenv files set unset values as ''.
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)

const address = z.email()
// "Name <address>" or a bare address; the name may not carry angle brackets or line breaks.
const sender = z.string().refine((value) => {
  const named = /^([^<>\r\n]+)<([^<>\s]+)>$/.exec(value)
  return address.safeParse(named ? named[2] : value).success
}, 'expected an address or "Name <address>"')

const envSchema = z.object({
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, message: 'expected an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: optionalText.pipe(sender.optional()),
  MAIL_DIR: optionalText.pipe(z.string().max(1000).optional()),
})

export type MailTransportChoice = { kind: 'smtp'; url: string } | { kind: 'mailbox' }

export interface MailSettings {
  transport: MailTransportChoice
  from: string
  /** The local mailbox's folder (absolute); the mailbox page reads it whichever transport sends. */
  mailboxDir: string
}

/** The sender when MAIL_FROM is unset: the brand's name on a reserved domain (set MAIL_FROM with SMTP). */
export function defaultSender(brandName: string): string {
  const domain = brandName.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'shop'
  return `${brandName} <no-reply@${domain}.example>`
}

/** Throws a ZodError naming the variable when a value is wrong. */
export function mailSettingsFromEnv(
  env: Record<string, string | undefined>,
  brand: Pick<FlavourRules, 'brandName'>,
  cwd = process.cwd(),
): MailSettings {
  const parsed = envSchema.parse(env)
  return {
    transport: parsed.SMTP_URL ? { kind: 'smtp', url: parsed.SMTP_URL } : { kind: 'mailbox' },
    from: parsed.MAIL_FROM ?? defaultSender(brand.brandName),
    mailboxDir: path.resolve(cwd, parsed.MAIL_DIR ?? path.join('.data', 'mail')),
  }
}
