/**
 * The e2e suite's view of the local mailbox: the server under test writes every mail as a JSON file into
 * E2E_MAIL_DIR (lib/mail/server/mailbox.ts); a test waits for the newest of a kind to an address and
 * follows its links as a shopper clicking in a mail client would.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect } from '@playwright/test'
import { mailboxMessageSchema, sameAddress, type MailboxMessage } from '../lib/mail/rules/mailbox'

export const E2E_MAIL_DIR = path.resolve(process.env.E2E_MAIL_DIR ?? '.data/e2e-mail')

async function messagesTo(to: string): Promise<MailboxMessage[]> {
  const names = await readdir(E2E_MAIL_DIR).catch(() => [] as string[])
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) =>
        mailboxMessageSchema.safeParse(JSON.parse(await readFile(path.join(E2E_MAIL_DIR, name), 'utf8'))),
      ),
  )
  return messages
    .flatMap((parsed) => (parsed.success && sameAddress(parsed.data.to, to) ? [parsed.data] : []))
    .sort((a, b) => b.id.localeCompare(a.id))
}

/** The newest mail of a kind to an address, once it has arrived (mail goes out after the answer). */
export async function waitForMail(to: string, kind: string, after = new Date(0)): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined
  await expect
    .poll(
      async () => {
        found = (await messagesTo(to)).find((m) => m.kind === kind && new Date(m.date) >= after)
        return found !== undefined
      },
      { timeout: 15_000, message: `a ${kind} mail to ${to}` },
    )
    .toBe(true)
  return found!
}

/** The link of a mail whose address contains the given part (e.g. '?activate=', '?hash='). */
export function mailLink(mail: MailboxMessage, part: string): string {
  const link = mail.links.find((l) => l.href.includes(part))
  if (!link)
    throw new Error(
      `no link with ${part} in the ${mail.kind} mail: ${mail.links.map((l) => l.href).join(', ')}`,
    )
  return link.href
}
