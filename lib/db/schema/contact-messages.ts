/**
 * Messages of the account contact form (issue 10 item 7): stored before any mail is sent, so nothing a
 * customer wrote is lost when the mail port fails. They belong to the customer and go with the account
 * (GDPR Art. 17); the data export lists them (Art. 15).
 */
import { sql } from 'drizzle-orm'
import { check, index, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_TOPICS } from '@/lib/account/rules/profile'
import { createdAt } from './columns'
import { customers } from './customers'

const topicList = sql.raw(`(${CONTACT_TOPICS.map((topic) => `'${topic}'`).join(', ')})`)

export const accountContactMessages = pgTable(
  'account_contact_messages',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The topic's code (lib/account/rules/profile.ts CONTACT_TOPICS); its text is translated when shown. */
    subject: text('subject').$type<(typeof CONTACT_TOPICS)[number]>().notNull(),
    message: text('message').notNull(),
    /** Where customer service answers: what the customer typed (prefilled from the account). */
    replyName: text('reply_name').notNull(),
    replyEmail: text('reply_email').notNull(),
    /** The language the customer wrote in: customer service answers in it. */
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_contact_messages_customer_id_idx').on(t.customerId, t.createdAt),
    check('account_contact_messages_subject_check', sql`${t.subject} in ${topicList}`),
    check(
      'account_contact_messages_message_check',
      sql`${t.message} <> '' and char_length(${t.message}) <= ${sql.raw(String(CONTACT_MESSAGE_MAX))}`,
    ),
    check(
      'account_contact_messages_reply_name_check',
      sql`char_length(${t.replyName}) <= ${sql.raw(String(CONTACT_NAME_MAX))}`,
    ),
  ],
)

export type AccountContactMessageRow = typeof accountContactMessages.$inferSelect
