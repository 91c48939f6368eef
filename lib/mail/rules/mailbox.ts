/**
 * The local mailbox (issue 10 item 6): where mail lands when no SMTP server is configured, and who may
 * read it. The page and its API show every shopper's mail, so they exist only in development and in QA,
 * never in production or preview, whatever the build (DEPLOYMENT_ENV is read at run time, lib/config).
 */
import { z } from 'zod'

/** The deployment environments (lib/config) in which the mailbox page and API exist; elsewhere 404. */
const MAILBOX_ENVIRONMENTS: readonly string[] = ['development', 'qa']

export function mailboxAvailable(deploymentEnv: string): boolean {
  return MAILBOX_ENVIRONMENTS.includes(deploymentEnv)
}

/** A message's id is also its file name: sortable by time, and nothing a path could be made of. */
export const MAILBOX_ID = /^\d{8}T\d{9}Z-[0-9a-f]{12}$/

export function mailboxId(date: Date, random: string): string {
  const stamp = date.toISOString().replace(/[-:.]/g, '')
  return `${stamp}-${random}`
}

/** One message as the mailbox transport writes it (one JSON file per message). */
export const mailboxMessageSchema = z.object({
  id: z.string().regex(MAILBOX_ID),
  date: z.iso.datetime(),
  kind: z.string(),
  language: z.string(),
  market: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  links: z.array(z.object({ label: z.string(), href: z.string() })).default([]),
  /** The files that came with it; each one's bytes lie beside the message (mailboxAttachmentFile). */
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int().min(0) }))
    .default([]),
  /** The outbox row it was delivered for, when it came through the outbox. */
  outboxId: z.number().int().optional(),
})
export type MailboxMessage = z.output<typeof mailboxMessageSchema>
export type MailboxSummary = Pick<MailboxMessage, 'id' | 'date' | 'kind' | 'language' | 'to' | 'subject'>

/** The file holding a message's attachment number `index` (0, 1, …), beside `{id}.json`. */
export const mailboxAttachmentFile = (id: string, index: number) => `${id}.attachment-${index}`

/** The mailbox API's download address of an attachment. */
export const mailboxAttachmentHref = (id: string, index: number) =>
  `/api/dev/mailbox/attachment/?${new URLSearchParams({ id, index: String(index) })}`

/** Addresses are compared as the account rules store them: trimmed and lowercased (spec 02 §5). */
export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * What the mailbox page puts into its sandboxed frame: the message's HTML with its links opening in the
 * top window, so following a reset link leaves the mailbox as a click in a mail client would.
 */
export function framedHtml(html: string): string {
  const base = '<base target="_top">'
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : base + html
}
