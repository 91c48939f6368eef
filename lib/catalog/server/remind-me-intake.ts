import 'server-only'

/**
 * Takes a reminder request (spec 01 §4 remind-when-available): the variant must exist and be one the
 * shopper cannot buy now (BVC 3 or 4). The request then goes to the mail outbox, once its address has
 * confirmed (issue 13 item 4: remind-me mailed any address; lib/confirmations).
 */
import { getProductById } from '@/lib/catalog/server/store'
import { remindWhenAvailableApplies, variantBvc } from '@/lib/catalog/rules/availability'
import type { MarketCode } from '@/lib/config'
import type { ConfirmationPending } from '@/lib/confirmations/rules/confirm'
import { proceedOrConfirm } from '@/lib/confirmations/server/request'
import { getDb } from '@/lib/db'
import { HttpError } from '@/lib/http/server'
import { enqueueMail } from '@/lib/mail/server/outbox'
import type { VisitorSession } from '@/lib/session/rules/identity'
import { AVAILABILITY_REMINDER, type RemindMeOutbox, type RemindMeRequest } from '../rules/remind-me'

export const databaseOutbox: RemindMeOutbox = {
  async enqueue(request, market) {
    await enqueueMail(await getDb(), {
      kind: AVAILABILITY_REMINDER,
      recipient: request.email,
      language: request.language,
      market,
      dedupeKey: `${market}|${request.variant}|${request.email}`,
      payload: { productId: request.productId, variant: request.variant },
    })
  },
}

/** The variant must exist and be one that cannot be bought now (404, 409 otherwise). */
async function requireRemindable(request: RemindMeRequest): Promise<void> {
  // Availability does not depend on the currency; EUR is the one every seeded product is priced in.
  const product = await getProductById(await getDb(), request.productId, {
    language: request.language,
    currency: 'EUR',
  })
  const variant = product?.variants.find((v) => v.referenceKey === request.variant)
  if (!variant) throw new HttpError(404, 'product variant not found')
  if (!remindWhenAvailableApplies(variantBvc(variant))) {
    throw new HttpError(409, 'the variant can be bought now: no reminder needed')
  }
}

/** Subscribes the reminder at once (a confirmed address; the confirmation link carries it out). */
export async function acceptReminder(
  request: RemindMeRequest,
  market: string,
  outbox: RemindMeOutbox = databaseOutbox,
): Promise<{ type: 'success' }> {
  await requireRemindable(request)
  await outbox.enqueue(request, market)
  return { type: 'success' }
}

/**
 * POST /api/shop/remind-me/: subscribed at once for a confirmed address or the logged-in customer's own;
 * otherwise only the confirmation mail goes out, and the link subscribes it (`{ type: 'confirm' }`).
 */
export async function requestReminder(
  request: RemindMeRequest,
  market: MarketCode,
  session: VisitorSession,
): Promise<{ type: 'success' } | ConfirmationPending> {
  await requireRemindable(request)
  const { productId, variant, email, language } = request
  return proceedOrConfirm(
    await getDb(),
    { kind: 'reminder', email, market, language, payload: { productId, variant } },
    session,
    async () => {
      await databaseOutbox.enqueue(request, market)
      return { type: 'success' as const }
    },
  )
}
