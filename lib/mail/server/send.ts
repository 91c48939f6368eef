import 'server-only'

/**
 * The mail port's entry (issue 10 item 6, CONTRACT.md "Mail kinds"): sendMail queues a message in the
 * outbox (./outbox.ts) and delivers it at once through the configured transport (./transport.ts);
 * deliverPendingMail retries what could not be delivered. Callers never see a mail failure: a message
 * that could not leave stays pending. Logs name the kind and the outbox row, never an address or a name.
 */
import { ADDRESS_CONFIRM_LINK_HOURS } from '@/lib/confirmations/rules/confirm'
import type { Db } from '@/lib/db'
import type { MailOutboxRow } from '@/lib/db/schema'
import {
  MAIL_KINDS,
  parseMailData,
  REGISTRATION_LINK_VALID_HOURS,
  RESET_LINK_VALID_MINUTES,
  type MailData,
  type MailKind,
} from '../rules/kinds'
import { databaseErrorCode, describeError } from '@/lib/http/rules/failure'
import { mailAttachments } from './attachments'
import { claimMail, enqueueMailId, markMailSent, pendingMailBetween, releaseMail } from './outbox'
import type { MailTransport } from './port'
import { renderMailIn } from './render'
import { mailSettings, mailTransport } from './transport'

export interface SendMailInput<K extends MailKind = MailKind> {
  kind: K
  to: string
  /** The recipient's language (de, fr, nl): the page's language when they asked. */
  language: string
  market: string
  /** One message per kind and key: the same request twice (a double click) mails once. */
  dedupeKey: string
  data: MailData<K>
}

/**
 * sent: handed to the transport. pending: queued, delivery failed, a retry will try again.
 * duplicate: this kind and dedupe key were queued before, nothing new. refused: not queued (bad input
 * or no database), logged.
 */
export type SendMailResult = 'sent' | 'pending' | 'duplicate' | 'refused'

export interface MailPortOptions {
  /** Instead of the configured transport (tests). */
  transport?: MailTransport
  /** Instead of MAIL_FROM or its default. */
  from?: string
}

type QueuedMail = Pick<MailOutboxRow, 'id' | 'kind' | 'recipient' | 'language' | 'market' | 'payload'>

export async function sendMail<K extends MailKind>(
  db: Db,
  input: SendMailInput<K>,
  options: MailPortOptions = {},
): Promise<SendMailResult> {
  let id: number | null
  let data: MailData<K>
  try {
    // A message that cannot be rendered is refused here, not left to fail on every retry.
    data = parseMailData(input.kind, input.data)
    id = await enqueueMailId(db, {
      kind: input.kind,
      recipient: input.to,
      language: input.language,
      market: input.market,
      dedupeKey: input.dedupeKey,
      payload: data,
    })
  } catch (error) {
    logFailure(`${input.kind} not queued`, error)
    return 'refused'
  }
  if (id === null) return 'duplicate'
  const queued = { id, kind: input.kind, recipient: input.to, language: input.language, market: input.market }
  if (!(await deliver({ ...queued, payload: data as Record<string, unknown> }, options))) return 'pending'
  try {
    await markMailSent(db, id)
  } catch (error) {
    // Delivered: the retry may send it once more, which is better than losing it.
    logFailure(`${input.kind} #${id} delivered but not marked sent`, error)
  }
  return 'sent'
}

/** Renders and hands over one queued message; false (logged) when it did not leave. */
async function deliver(mail: QueuedMail, options: MailPortOptions): Promise<boolean> {
  const transport = options.transport ?? mailTransport()
  try {
    const kind = mail.kind as MailKind
    const payload = mail.payload as MailData
    const [rendered, attachments] = await Promise.all([
      renderMailIn(kind, mail.language, payload),
      mailAttachments(kind, mail.language, payload),
    ])
    await transport.send({
      ...rendered,
      ...(attachments.length > 0 && { attachments }),
      kind,
      language: mail.language,
      market: mail.market,
      from: options.from ?? mailSettings().from,
      to: mail.recipient,
      outboxId: mail.id,
    })
    return true
  } catch (error) {
    logFailure(`${mail.kind} #${mail.id} not delivered (${transport.kind}), left pending`, error)
    return false
  }
}

/** How long a pending message is still worth sending: a reset link is dead after its 60 minutes. */
const MAX_AGE_MS: Record<MailKind, number> = {
  'password-reset': RESET_LINK_VALID_MINUTES * 60_000,
  'register-confirm': REGISTRATION_LINK_VALID_HOURS * 3_600_000,
  welcome: 3 * 86_400_000,
  'register-attempt': 86_400_000,
  contact: 7 * 86_400_000,
  'contact-copy': 3 * 86_400_000,
  'account-deleted': 3 * 86_400_000,
  'newsletter-confirm': 86_400_000,
  'address-confirm': ADDRESS_CONFIRM_LINK_HOURS * 3_600_000,
  // The reservation's end is at least an hour away (RESERVATION_TTL_HOURS); a late mail still says where.
  'store-reservation': 3_600_000,
  // An order confirmation is owed even days late; it carries the invoice.
  'order-confirmation': 7 * 86_400_000,
  'order-complaint': 7 * 86_400_000,
  'order-complaint-copy': 3 * 86_400_000,
  'order-cancelled': 7 * 86_400_000,
}

export interface RetryOptions extends MailPortOptions {
  now?: Date
  /**
   * Younger messages are left alone: sendMail may still be delivering them (the SMTP timeouts are
   * shorter than this, ./smtp.ts).
   */
  minAgeMs?: number
  /** Per kind and run. */
  limit?: number
}

/**
 * Delivers the account mails still pending (a failed first attempt, a server stopped in between),
 * oldest first, as long as they are worth sending (MAX_AGE_MS). Each is claimed before it is sent, so
 * two instances retrying together send it once; a failed attempt gives it back. Never throws.
 */
export async function deliverPendingMail(
  db: Db,
  { now = new Date(), minAgeMs = 120_000, limit = 100, ...options }: RetryOptions = {},
): Promise<{ sent: number; failed: number }> {
  const result = { sent: 0, failed: 0 }
  for (const kind of MAIL_KINDS) {
    try {
      const since = new Date(now.getTime() - MAX_AGE_MS[kind])
      const until = new Date(now.getTime() - minAgeMs)
      for (const row of await pendingMailBetween(db, kind, { since, until, limit })) {
        if (!(await claimMail(db, row.id))) continue
        if (await deliver(row, options)) result.sent++
        else {
          result.failed++
          await releaseMail(db, row.id)
        }
      }
    } catch (error) {
      logFailure(`retry of ${kind} stopped`, error)
    }
  }
  return result
}

/**
 * What may be logged of an error: its kind and codes, and its message with every address blanked. A
 * database error (the outbox) is described by the shared rule instead: its message quotes the statement's
 * values, a payload with a shopper's name among them (issue 13 item 6).
 */
export function describeMailError(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error'
  if (isDatabaseFailure(error)) return firstLines(describeError(error))
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown }
  const codes = [code, responseCode].filter((c) => typeof c === 'string' || typeof c === 'number')
  const message = error.message.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>').slice(0, 300)
  return `${error.name}${codes.length ? ` [${codes.join(' ')}]` : ''}: ${message}`
}

// Drizzle's wrapper carries the statement and its parameters; a driver error, its SQLSTATE.
const isDatabaseFailure = (error: Error) => 'params' in error || databaseErrorCode(error) !== null
const firstLines = (description: string) =>
  description
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('; ')

function logFailure(what: string, error: unknown) {
  console.warn(`[mail] ${what}: ${describeMailError(error)}`)
}
