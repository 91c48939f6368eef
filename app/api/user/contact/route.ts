/**
 * POST /api/user/contact/?locale= (issue 10 item 7): the account contact form. The message is stored,
 * then mailed to customer service and as a copy to the customer (lib/account/server/contact.ts). Five
 * messages an hour per customer (lib/http/server/rate-limits.ts), then 429.
 */
import { contactSchema } from '@/lib/account/rules/profile'
import { submitContactMessage } from '@/lib/account/server/contact'
import { requireCustomer } from '@/lib/account/server/current'
import { getDb } from '@/lib/db'
import { mutation } from '@/lib/http/server'
import { contactPerCustomer } from '@/lib/http/server/rate-limits'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { shopContextOf } from '@/lib/lists/server/request'

export const POST = mutation(
  { body: contactSchema, query: localeQuerySchema },
  async ({ body, query, session }) => {
    const customer = await requireCustomer(session)
    await contactPerCustomer.consume(customer.id)
    const { market, language } = await shopContextOf(session, query.locale)
    await submitContactMessage(await getDb(), customer, { market, language }, body)
    return { type: 'success' }
  },
)
