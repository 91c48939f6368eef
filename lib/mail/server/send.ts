import 'server-only'

/** Provisional: queues a mail in the outbox (the mail port's sender replaces this). */
import type { Db } from '@/lib/db'
import { enqueueMail } from './outbox'

export interface MailRequest {
  kind: string
  to: string
  language: string
  market: string
  dedupeKey: string
  data: Record<string, unknown>
}

export async function sendMail(db: Db, mail: MailRequest): Promise<void> {
  await enqueueMail(db, {
    kind: mail.kind,
    recipient: mail.to,
    language: mail.language,
    market: mail.market,
    dedupeKey: mail.dedupeKey,
    payload: mail.data,
  })
}
