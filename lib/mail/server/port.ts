import 'server-only'

/** The mail port's one seam (issue 10 item 6): a rendered message and what delivers it (SMTP or mailbox). */
import type { MailLink } from '../rules/layout'

/** A file sent with a message (the order confirmation's PDF invoice). */
export interface MailAttachment {
  filename: string
  contentType: string
  content: Buffer
}

export interface OutgoingMail {
  kind: string
  language: string
  market: string
  from: string
  to: string
  subject: string
  html: string
  text: string
  links: MailLink[]
  /** Rendered when the message leaves, from its outbox payload (./attachments.ts). */
  attachments?: MailAttachment[]
  /** The outbox row this message delivers. */
  outboxId?: number
}

export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox' | (string & {})
  /** Resolves once the message is handed over; rejects when it was not (the outbox keeps it pending). */
  send(mail: OutgoingMail): Promise<void>
}
