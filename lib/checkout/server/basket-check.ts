import 'server-only'

/**
 * The basket half of the checkout login check (issue 11 item 1): the checkout opens only for a non-empty,
 * clean basket — no line the clean-up of spec 02 §4 had to remove, no line above its stock. Reading the
 * basket runs that clean-up, so a basket that changed here is sent back to the basket page to be seen.
 */
import { loadBasket } from '@/lib/basket/server/read'
import type { Basket } from '@/lib/basket/rules/types'
import type { Market, Language } from '@/lib/config'
import { getDb } from '@/lib/db'
import { listKeyOf } from '@/lib/lists/rules/key-format'
import { visitorIdOf, type VisitorSession } from '@/lib/session/rules/identity'

export type CheckoutBasket =
  | { ok: true; basket: Basket; basketKey: string }
  | { ok: false; notice: 'checkout-basket-empty' | 'checkout-basket-changed' }

export async function checkoutBasket(
  session: VisitorSession | null,
  market: Market,
  language: Language,
): Promise<CheckoutBasket> {
  if (!session) return { ok: false, notice: 'checkout-basket-empty' }
  const basketKey = listKeyOf('basket', market.shopId, visitorIdOf(session))
  const owner = { key: basketKey, shopId: market.shopId, ownerId: visitorIdOf(session) }
  const basket = await loadBasket(await getDb(), { market, language }, owner)
  if (basket.removedItems.length > 0) return { ok: false, notice: 'checkout-basket-changed' }
  if (basket.items.length === 0) return { ok: false, notice: 'checkout-basket-empty' }
  if (basket.items.some((item) => item.quantity > item.availableQuantity)) {
    return { ok: false, notice: 'checkout-basket-changed' }
  }
  return { ok: true, basket, basketKey }
}
