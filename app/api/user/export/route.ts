/**
 * GET /api/user/export/?locale= (issue 10 item 7; GDPR Art. 15, 20): everything the shop stores about
 * the logged-in customer as a JSON download (lib/account/server/export.ts), never cached anywhere.
 */
import { requireCustomer } from '@/lib/account/server/current'
import { collectAccountData, exportFileName } from '@/lib/account/server/export'
import { getDb } from '@/lib/db'
import { HttpError } from '@/lib/http/rules/errors'
import { query } from '@/lib/http/server'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { shopContextOf } from '@/lib/lists/server/request'

export const GET = query({ query: localeQuerySchema }, async ({ query, session }) => {
  if (!session) throw new HttpError(401, 'login required')
  const customer = await requireCustomer(session)
  const { language } = await shopContextOf(session, query.locale)
  const now = new Date()
  const data = await collectAccountData(await getDb(), customer, {
    language,
    currentSessionId: session.id,
    now,
  })
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(customer, now)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})
