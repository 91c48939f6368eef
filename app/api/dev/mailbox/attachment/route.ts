/**
 * GET /api/dev/mailbox/attachment/?id=message&index=n: one attachment of a local mailbox message (issue 11
 * item 6: the confirmation's PDF invoice), as a download. Only where the mailbox exists; elsewhere 404.
 */
import { z } from 'zod'
import { HttpError, publicQuery } from '@/lib/http/server'
import { NO_STORE } from '@/lib/http/rules/errors'
import { MAILBOX_ID } from '@/lib/mail/rules/mailbox'
import { readMailboxAttachment } from '@/lib/mail/server/mailbox'
import { localMailbox } from '@/lib/mail/server/transport'

export const dynamic = 'force-dynamic'

const querySchema = z.object({
  id: z.string().regex(MAILBOX_ID),
  index: z.coerce.number().int().min(0).max(20),
})

export const GET = publicQuery(querySchema, NO_STORE['Cache-Control'], async ({ query }) => {
  const mailbox = localMailbox()
  if (!mailbox.open) throw new HttpError(404, 'not found')
  const attachment = await readMailboxAttachment(mailbox.dir, query.id, query.index)
  if (!attachment) throw new HttpError(404, 'not found')
  const ascii = attachment.filename.replace(/[^\w.-]+/g, '_')
  return new Response(new Uint8Array(attachment.content), {
    headers: {
      'Content-Type': attachment.contentType,
      'Content-Length': String(attachment.content.length),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
      'X-Content-Type-Options': 'nosniff',
      ...NO_STORE,
    },
  })
})
