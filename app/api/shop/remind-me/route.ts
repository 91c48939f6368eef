/**
 * POST /api/shop/remind-me/: remind me when this variant is available again (spec 01 §4 panel,
 * spec 02 §2 dialog).
 */
import { mutation } from '@/lib/http/server'
import { remindMeRequestSchema } from '@/lib/catalog/rules/remind-me'
import { acceptReminder } from '@/lib/catalog/server/remind-me-intake'
import { requestMarket } from '@/lib/routing/server/request-context'

export const POST = mutation({ body: remindMeRequestSchema }, async ({ body }) => {
  const market = await requestMarket()
  return acceptReminder(body, market.code)
})
