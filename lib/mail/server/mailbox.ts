import 'server-only'

/**
 * The mail port's embedded default (issue 10 item 6): instead of sending, write each message as one JSON
 * file under MAIL_DIR (.data/mail), where the mailbox page and its API read it. The files hold personal
 * data, so only the server's user may read them.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  MAILBOX_ID,
  mailboxAttachmentFile,
  mailboxId,
  mailboxMessageSchema,
  sameAddress,
  type MailboxMessage,
} from '../rules/mailbox'
import type { MailTransport, OutgoingMail } from './port'

/** How many files a listing looks at, newest first: a mailbox is for reading the last few messages. */
const SCAN_LIMIT = 2000

export function mailboxTransport(dir: string, clock: () => Date = () => new Date()): MailTransport {
  return {
    kind: 'mailbox',
    async send(mail: OutgoingMail) {
      await writeMailboxMessage(dir, mail, clock())
    },
  }
}

export async function writeMailboxMessage(
  dir: string,
  mail: OutgoingMail,
  date: Date,
): Promise<MailboxMessage> {
  const message = mailboxMessageSchema.parse({
    id: mailboxId(date, randomBytes(6).toString('hex')),
    date: date.toISOString(),
    kind: mail.kind,
    language: mail.language,
    market: mail.market,
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    links: mail.links,
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: a.content.length,
    })),
    ...(mail.outboxId === undefined ? {} : { outboxId: mail.outboxId }),
  })
  await mkdir(dir, { recursive: true, mode: 0o700 })
  // The attachments first: a message that can be read has its files.
  for (const [index, attachment] of (mail.attachments ?? []).entries())
    await writeFile(path.join(dir, mailboxAttachmentFile(message.id, index)), attachment.content, {
      mode: 0o600,
    })
  const file = path.join(dir, `${message.id}.json`)
  // Written whole, then renamed: a reader never sees half a message.
  await writeFile(`${file}.tmp`, `${JSON.stringify(message, null, 2)}\n`, { mode: 0o600 })
  await rename(`${file}.tmp`, file)
  return message
}

async function readMessage(dir: string, id: string): Promise<MailboxMessage | null> {
  try {
    const parsed = mailboxMessageSchema.safeParse(
      JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')),
    )
    return parsed.success ? parsed.data : null
  } catch {
    // Gone meanwhile, or not a message: the mailbox shows what it can read.
    return null
  }
}

/** The ids in the folder, newest first (ids start with their time). */
async function idsNewestFirst(dir: string): Promise<string[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return []
  }
  return names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((id) => MAILBOX_ID.test(id))
    .sort()
    .reverse()
    .slice(0, SCAN_LIMIT)
}

/** The newest messages, optionally only those to one address. */
export async function listMailbox(
  dir: string,
  { to, limit = 100 }: { to?: string; limit?: number } = {},
): Promise<MailboxMessage[]> {
  const found: MailboxMessage[] = []
  for (const id of await idsNewestFirst(dir)) {
    if (found.length >= limit) break
    const message = await readMessage(dir, id)
    if (message && (!to || sameAddress(message.to, to))) found.push(message)
  }
  return found
}

/** One message by its id; null for an unknown id or one that is no message id at all. */
export function readMailboxMessage(dir: string, id: string): Promise<MailboxMessage | null> {
  return MAILBOX_ID.test(id) ? readMessage(dir, id) : Promise.resolve(null)
}

export interface MailboxAttachment {
  filename: string
  contentType: string
  content: Buffer
}

/** Attachment number `index` of a message; null when the message or that attachment is unknown. */
export async function readMailboxAttachment(
  dir: string,
  id: string,
  index: number,
): Promise<MailboxAttachment | null> {
  const message = await readMailboxMessage(dir, id)
  const meta = message?.attachments[index]
  if (!message || !meta || !Number.isInteger(index)) return null
  try {
    const content = await readFile(path.join(dir, mailboxAttachmentFile(message.id, index)))
    return { filename: meta.filename, contentType: meta.contentType, content }
  } catch {
    return null
  }
}
