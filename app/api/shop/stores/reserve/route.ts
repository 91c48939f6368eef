/**
 * POST /api/shop/stores/reserve/ (click and reserve, spec 02 §2 dialog kinds): put the pieces aside in
 * one branch of the market and mail the reservation, or, for an address that has not confirmed, mail
 * only the confirmation link (issue 13 item 4). Limited per client address.
 */
import { getDb } from '@/lib/db'
import { mutation } from '@/lib/http/server'
import { clientKey } from '@/lib/http/server/rate-limit'
import { reservePerIp } from '@/lib/http/server/rate-limits'
import { requestMarket } from '@/lib/routing/server/request-context'
import { requireClickAndReserve } from '@/lib/stores/server/repository'
import { requestReservation } from '@/lib/stores/server/request'
import { reserveRequestSchema } from '@/lib/stores/rules/schemas'

export const POST = mutation({ body: reserveRequestSchema }, async ({ body, session, request }) => {
  const market = await requestMarket()
  requireClickAndReserve(market)
  await reservePerIp.consume(clientKey(request))
  return requestReservation(await getDb(), market, body, session)
})
