/**
 * The mails of customer accounts (issue 10 item 6) and of orders (issue 11, ./order-kinds.ts) and the data each one needs: the contract the other
 * pieces call `sendMail` with (CONTRACT.md, "Mail kinds"). Links are absolute http(s) addresses the caller
 * builds for the shopper's market and language (spec 01 §7: the reset link goes to the market's
 * new-password page with the hash).
 */
import { z } from 'zod'
import { ORDER_MAIL_SCHEMAS } from './order-kinds'

/** A reset link works this long and once (issue 10 item 1; the password_reset_tokens table checks it). */
export const RESET_LINK_VALID_MINUTES = 60
/** A registration's confirmation link works this long (pending_registrations.expires_at). */
export const REGISTRATION_LINK_VALID_HOURS = 24

const link = z.url({ protocol: /^https?$/, message: 'expected an http(s) URL' }).max(2000)
// An empty first name (a customer without one) greets without a name.
const firstName = z.string().trim().max(100)

export const MAIL_DATA_SCHEMAS = {
  'password-reset': z.object({ firstName, resetUrl: link }),
  /** Double opt-in of a registration: the link creates the account (lib/account/server/register.ts). */
  'register-confirm': z.object({ firstName, confirmUrl: link }),
  welcome: z.object({ firstName, loginUrl: link }),
  /** Someone tried to register with the owner's address (no account enumeration, issue 10 item 5). */
  'register-attempt': z.object({ loginUrl: link, resetUrl: link }),
  /** A customer's message from the account contact form, to customer service (SERVICE_MAIL_TO). */
  contact: z.object({
    customerNo: z.string().trim().min(1).max(20),
    name: z.string().trim().min(1).max(200),
    email: z.email().max(254),
    subject: z.string().trim().min(1).max(200),
    message: z.string().trim().min(1).max(10_000),
  }),
  'contact-copy': z.object({
    firstName,
    subject: z.string().trim().min(1).max(200),
    message: z.string().trim().min(1).max(10_000),
  }),
  'account-deleted': z.object({ firstName }),
  'newsletter-confirm': z.object({ confirmUrl: link }),
  /**
   * The confirmation step of click and reserve and remind-me (issue 13 item 4): fixed shop text and the
   * link, nothing the caller typed (no name), since the address has not shown it wants the shop's mail.
   */
  'address-confirm': z.object({ purpose: z.enum(['reservation', 'reminder']), confirmUrl: link }),
  /** A reservation is active: where, how many pieces, for whom and until when (issue 13 item 4). */
  'store-reservation': z.object({
    name: z.string().trim().min(1).max(100),
    count: z.number().int().min(1),
    store: z.object({
      name: z.string().min(1).max(200),
      street: z.string().max(200),
      postalCode: z.string().max(20),
      city: z.string().max(100),
      openingHours: z.string().max(300),
    }),
    /** Already in the shopper's language and the market's timezone (lib/stores/rules/held-until.ts). */
    heldUntil: z.string().min(1).max(100),
  }),
  ...ORDER_MAIL_SCHEMAS,
} as const

export type MailKind = keyof typeof MAIL_DATA_SCHEMAS
export const MAIL_KINDS = Object.keys(MAIL_DATA_SCHEMAS) as MailKind[]

export type MailData<K extends MailKind = MailKind> = z.input<(typeof MAIL_DATA_SCHEMAS)[K]>

export function isMailKind(value: string): value is MailKind {
  return Object.hasOwn(MAIL_DATA_SCHEMAS, value)
}

/** Throws a ZodError naming the field when the data does not fit the kind. */
export function parseMailData<K extends MailKind>(kind: K, data: unknown): MailData<K> {
  return MAIL_DATA_SCHEMAS[kind].parse(data) as MailData<K>
}
