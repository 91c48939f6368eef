import 'server-only'

/**
 * A reservation as the dialog asks for it (issue 13 item 4): refused at once when the branch is wrong,
 * the shelf short or the caps reached; then made at once for a confirmed address, or held back until
 * the address confirms (lib/confirmations), which makes it from the stored request.
 */
import type { Market } from '@/lib/config'
import { proceedOrConfirm } from '@/lib/confirmations/server/request'
import type { Db } from '@/lib/db'
import { HttpError } from '@/lib/http/rules/errors'
import type { VisitorSession } from '@/lib/session/rules/identity'
import { storeState } from '../rules/reservation'
import { reserveRequestSchema, type ReserveAnswer, type ReserveRequest } from '../rules/schemas'
import { storesWithStock } from './repository'
import { requireReservationRoom, reserve } from './reservations'

export async function requestReservation(
  db: Db,
  market: Market,
  input: ReserveRequest,
  session: VisitorSession,
): Promise<ReserveAnswer> {
  const store = (
    await storesWithStock(
      db,
      market.code,
      input.items.map((i) => i.variantId),
    )
  ).find((s) => s.id === input.storeId)
  if (!store) throw new HttpError(404, 'store not found in this market')
  if (storeState(store.stock, input.items) === 'none')
    throw new HttpError(409, 'not enough stock in this store')
  await requireReservationRoom(db, market.code, input.email, session.id)
  const { storeId, items, name, locale } = input
  return proceedOrConfirm(
    db,
    {
      kind: 'reservation',
      email: input.email,
      market: market.code,
      language: locale,
      payload: { storeId, items, name, locale },
    },
    session,
    () => reserve(db, market.code, input, { sessionId: session.id }),
  )
}

/** Makes the reservation a confirmed address asked for; a refusal (the shelf ran short meanwhile) throws. */
export function reserveConfirmed(
  db: Db,
  pending: { market: Market['code']; email: string; sessionId: string | null; payload: unknown },
) {
  const input = reserveRequestSchema.parse({ ...(pending.payload as object), email: pending.email })
  return reserve(db, pending.market, input, { sessionId: pending.sessionId })
}
