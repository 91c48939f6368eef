import 'server-only'

/**
 * Takes a reminder request (spec 01 §4 remind-when-available): the variant must exist and be one the
 * shopper cannot buy now (BVC 3 or 4). The request then goes to the mail outbox.
 */
import { getProductById } from '@/lib/catalog/server/store'
import { remindWhenAvailableApplies, variantBvc } from '@/lib/catalog/rules/availability'
import { getDb } from '@/lib/db'
import { HttpError } from '@/lib/http/server'
import { enqueueMail } from '@/lib/mail/server/outbox'
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

export async function acceptReminder(
  request: RemindMeRequest,
  market: string,
  outbox: RemindMeOutbox = databaseOutbox,
): Promise<{ type: 'success' }> {
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
  await outbox.enqueue(request, market)
  return { type: 'success' }
}
