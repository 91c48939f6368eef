import 'server-only'

/**
 * The account contact form (issue 10 item 7): the message is stored first (account_contact_messages),
 * then mailed to customer service (kind 'contact') and as a copy to the customer (kind 'contact-copy').
 * A mail that cannot leave stays in the outbox for a retry; the stored message is never lost to it.
 */
import { createTranslator } from 'next-intl'
import type { Language, Market } from '@/lib/config'
import type { Db } from '@/lib/db'
import { accountContactMessages, type CustomerRow } from '@/lib/db/schema'
import { loadMessages } from '@/lib/i18n/messages'
import { sendMail } from '@/lib/mail/server/send'
import type { ContactInput, ContactTopic } from '../rules/profile'
import { serviceMailAddress } from './service-mail'

export interface ContactContext {
  market: Market
  language: Language
}

/** The topic's text in the customer's language: what both mails carry as their subject. */
export async function contactTopicLabel(language: Language, topic: ContactTopic): Promise<string> {
  const messages = await loadMessages(language)
  const t = createTranslator({ locale: language, messages, namespace: 'profile.contact.topics' })
  // The messages are loaded untyped (per language, lazily): the key is checked by the tests instead.
  return (t as unknown as (key: string) => string)(topic)
}

export async function submitContactMessage(
  db: Db,
  customer: CustomerRow,
  { market, language }: ContactContext,
  input: ContactInput,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(accountContactMessages)
    .values({
      customerId: customer.id,
      subject: input.subject,
      message: input.message,
      replyName: input.name,
      replyEmail: input.email,
      language,
    })
    .returning({ id: accountContactMessages.id })
  if (!row) throw new Error('contact message insert returned no row')

  const subject = await contactTopicLabel(language, input.subject)
  const mail = { language, market: market.code }
  await deliverQuietly(() =>
    sendMail(db, {
      ...mail,
      kind: 'contact',
      to: serviceMailAddress(),
      dedupeKey: `contact:${row.id}`,
      data: {
        customerNo: String(customer.customerNo),
        name: input.name,
        email: input.email,
        subject,
        message: input.message,
      },
    }),
  )
  // To the account's own address, never the typed one: the form must not mail strangers.
  await deliverQuietly(() =>
    sendMail(db, {
      ...mail,
      kind: 'contact-copy',
      to: customer.email,
      dedupeKey: `contact-copy:${row.id}`,
      data: { firstName: customer.firstName, subject, message: input.message },
    }),
  )
  return { id: row.id }
}

/**
 * The message is stored: a mail that fails now (even a wrong SERVICE_MAIL_TO) is logged for the
 * operators, not the customer's error, who would otherwise send the same message again.
 */
async function deliverQuietly(send: () => Promise<unknown>): Promise<void> {
  try {
    await send()
  } catch (error) {
    // Logs never carry an address (the customer's, or the one typed into the form).
    const text = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error'
    console.error(`[account] contact mail not queued: ${text.replace(/[^\s"'<>]+@[^\s"'<>]+/g, '<address>')}`)
  }
}
