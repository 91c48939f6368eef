/**
 * POST /api/shop/stores/reserve/ (click and reserve, spec 02 §2 dialog kinds): put the pieces aside in
 * one branch of the market and queue the confirmation mail.
 */
import { getDb } from '@/lib/db'
import { mutation } from '@/lib/http/server'
import { requestMarket } from '@/lib/routing/server/request-context'
import { requireClickAndReserve, reserve } from '@/lib/stores/server/repository'
import { reserveRequestSchema } from '@/lib/stores/rules/schemas'

export const POST = mutation({ body: reserveRequestSchema }, async ({ body }) => {
  const market = await requestMarket()
  requireClickAndReserve(market)
  return reserve(await getDb(), market.code, body)
})
