/**
 * GET /api/dev/mailbox/?to=address[&limit=n]: the newest messages of the local mailbox (issue 10 item 6)
 * for tests and QA, with the links each one carries (the e2e follows the reset link). Exists only where
 * the mailbox page does (development, QA); elsewhere 404. Never cached, no session.
 */
import { z } from 'zod'
import { HttpError, publicQuery } from '@/lib/http/server'
import { NO_STORE } from '@/lib/http/rules/errors'
import { mailboxAttachmentHref } from '@/lib/mail/rules/mailbox'
import { listMailbox } from '@/lib/mail/server/mailbox'
import { localMailbox } from '@/lib/mail/server/transport'

// Answered by the running server: whether the mailbox exists is decided at run time, not at build.
export const dynamic = 'force-dynamic'

const querySchema = z.object({
  to: z.email().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
})

export const GET = publicQuery(querySchema, NO_STORE['Cache-Control'], async ({ query }) => {
  const mailbox = localMailbox()
  if (!mailbox.open) throw new HttpError(404, 'not found')
  // Newest first; each with id, date, kind, language, market, from, to, subject, links, text, html and
  // its attachments with their download address.
  const messages = await listMailbox(mailbox.dir, { to: query.to, limit: query.limit })
  return {
    messages: messages.map((m) => ({
      ...m,
      attachments: m.attachments.map((a, index) => ({ ...a, href: mailboxAttachmentHref(m.id, index) })),
    })),
  }
})
