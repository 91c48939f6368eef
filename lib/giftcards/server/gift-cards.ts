import 'server-only'

/**
 * Gift card storage (issue 11 item 2): a card is found by code and PIN (./pin.ts), debited once per order
 * with a conditional update (`balance >= amount`, so two orders never spend the same money) and credited
 * back at most once.
 */
import { and, eq, gte, isNull, sql } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { giftCardDebits, giftCards, type GiftCardRow } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/transaction'
import { HttpError } from '@/lib/http/rules/errors'
import { ORDER_MESSAGES } from '@/lib/orders/rules/messages'
import { giftCardPinMatches } from './pin'

/** The card of a code and PIN in the order's currency, or a 422 naming giftCard (never which part was wrong). */
export async function findGiftCard(
  db: Db | Tx,
  input: { code: string; pin: string },
  currency: string,
  now: Date,
): Promise<GiftCardRow> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.code, input.code)).limit(1)
  const refuse = (message: string) => new HttpError(422, message, [{ field: 'body.giftCard', message }])
  if (!(await giftCardPinMatches(card?.pinHash ?? null, input.pin)) || !card)
    throw refuse(ORDER_MESSAGES.giftCardInvalid)
  if (card.expiresAt && card.expiresAt <= now) throw refuse(ORDER_MESSAGES.giftCardExpired)
  if (card.currency !== currency) throw refuse(ORDER_MESSAGES.giftCardCurrency)
  if (card.balanceCents <= 0) throw refuse(ORDER_MESSAGES.giftCardEmpty)
  return card
}

/** Debits the order's share; 409 when the balance was spent by another order meanwhile. */
export async function debitGiftCard(tx: Tx, giftCardId: number, orderId: number, amountCents: number) {
  if (amountCents <= 0) return
  const debited = await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${amountCents}` })
    .where(and(eq(giftCards.id, giftCardId), gte(giftCards.balanceCents, amountCents)))
    .returning({ id: giftCards.id })
  if (debited.length === 0) throw new HttpError(409, ORDER_MESSAGES.giftCardEmpty)
  await tx.insert(giftCardDebits).values({ giftCardId, orderId, amountCents })
}

/** Credits the order's debits back, once each. Answers the amount credited. */
export async function reverseGiftCardDebits(tx: Tx, orderId: number): Promise<number> {
  const reversed = await tx
    .update(giftCardDebits)
    .set({ reversedAt: sql`now()` })
    .where(and(eq(giftCardDebits.orderId, orderId), isNull(giftCardDebits.reversedAt)))
    .returning({ giftCardId: giftCardDebits.giftCardId, amountCents: giftCardDebits.amountCents })
  for (const { giftCardId, amountCents } of reversed) {
    await tx
      .update(giftCards)
      .set({ balanceCents: sql`${giftCards.balanceCents} + ${amountCents}` })
      .where(eq(giftCards.id, giftCardId))
  }
  return reversed.reduce((sum, r) => sum + r.amountCents, 0)
}
