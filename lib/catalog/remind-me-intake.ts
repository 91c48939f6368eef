import { getProductById } from '@/lib/catalog/store'
import { remindWhenAvailableApplies, variantBvc } from '@/lib/catalog/rules/availability'
import { getDb } from '@/lib/db'
import { HttpError } from '@/lib/http'
import { remindMeOutbox, type RemindMeRequest } from './remind-me'

/**
 * Takes a reminder request (spec 01 §4 remind-when-available): the variant must exist and be one the
 * shopper cannot buy now (BVC 3 or 4). The request then goes to the mail outbox; without one it is
 * refused with 503 rather than pretended to be kept.
 */
export async function acceptReminder(
  request: RemindMeRequest,
  outbox = remindMeOutbox(),
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
  if (!outbox) throw new HttpError(503, 'reminders are not taken yet: the shop has no mail outbox')
  await outbox.enqueue(request)
  return { type: 'success' }
}
