import 'server-only'

/**
 * STAND-IN for the mail piece's module of the same path (issue 10 item 6): the contract's
 * `sendMail(db, { kind, to, language, market, dedupeKey, data })`, here only queued in the outbox
 * (./outbox.ts), never throwing to the caller. Written so the newsletter endpoint compiles and is tested
 * now; at merge the mail piece's real module replaces this file.
 */
import type { Db } from '@/lib/db'
import { enqueueMail } from './outbox'

export type MailKind =
  | 'password-reset'
  | 'welcome'
  | 'register-attempt'
  | 'contact-copy'
  | 'account-deleted'
  | 'newsletter-confirm'

export interface SendMailRequest {
  kind: MailKind
  to: string
  language: string
  market: string
  dedupeKey: string
  data: Record<string, unknown>
}

export async function sendMail(db: Db, request: SendMailRequest): Promise<void> {
  try {
    await enqueueMail(db, {
      kind: request.kind,
      recipient: request.to,
      language: request.language,
      market: request.market,
      dedupeKey: request.dedupeKey,
      payload: request.data,
    })
  } catch (error) {
    console.error(`[mail] could not queue ${request.kind}`, error)
  }
}
