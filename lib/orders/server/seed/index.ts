import 'server-only'

/**
 * Demo vouchers and gift cards for development and e2e (README "Orders and checkout"), seeded on every
 * start after the catalog (lib/db/bootstrap.ts): each row is inserted once by its code and never changed
 * afterwards, so uses and balances spent in a local shop stay spent.
 */
import type { Db } from '@/lib/db/client'
import { giftCards, vouchers } from '@/lib/db/schema'
import { hashGiftCardPin } from '@/lib/giftcards/server/pin'

export const SEED_VOUCHERS: (typeof vouchers.$inferInsert)[] = [
  { code: 'WELCOME10', kind: 'percent', value: 10 },
  // The codes the demo content's banners and coupons offer (content/**/layout/session.json).
  { code: 'WILLKOMMEN10', kind: 'percent', value: 10, minimumOrderCents: 3000 },
  { code: 'FRUEHLING10', kind: 'percent', value: 10 },
  { code: 'SCHLAFGUT10', kind: 'percent', value: 10 },
  { code: 'SAVE5', kind: 'amount', value: 500, currency: 'EUR', minimumOrderCents: 2000 },
  { code: 'SAVE5CHF', kind: 'amount', value: 500, currency: 'CHF', minimumOrderCents: 2000 },
  { code: 'DEONLY15', kind: 'percent', value: 15, market: 'de-de' },
  { code: 'ONCE20', kind: 'percent', value: 20, maxUses: 1 },
  { code: 'BIGORDER', kind: 'percent', value: 5, minimumOrderCents: 100_000 },
  { code: 'EXPIRED10', kind: 'percent', value: 10, validUntil: new Date('2020-01-01T00:00:00Z') },
  { code: 'FUTURE10', kind: 'percent', value: 10, validFrom: new Date('2099-01-01T00:00:00Z') },
]

/** Every seeded card has the PIN 1234. */
export const SEED_GIFT_CARD_PIN = '1234'
export const SEED_GIFT_CARDS = [
  { code: 'GIFT0050EUR0001', balanceCents: 5_000, currency: 'EUR' },
  { code: 'GIFT0050EUR0002', balanceCents: 5_000, currency: 'EUR' },
  { code: 'GIFT1000EUR0001', balanceCents: 100_000, currency: 'EUR' },
  { code: 'GIFT0050CHF0001', balanceCents: 5_000, currency: 'CHF' },
  { code: 'GIFT1000CHF0001', balanceCents: 100_000, currency: 'CHF' },
  { code: 'GIFT5000EUR0001', balanceCents: 500_000, currency: 'EUR' },
  { code: 'GIFT5000CHF0001', balanceCents: 500_000, currency: 'CHF' },
] as const

export async function ensureOrderSeeds(db: Db): Promise<void> {
  await db.insert(vouchers).values(SEED_VOUCHERS).onConflictDoNothing({ target: vouchers.code })
  const existing = await db.select({ code: giftCards.code }).from(giftCards)
  const known = new Set(existing.map((c) => c.code))
  const missing = SEED_GIFT_CARDS.filter((c) => !known.has(c.code))
  if (missing.length === 0) return
  const rows = await Promise.all(
    missing.map(async (c) => ({ ...c, pinHash: await hashGiftCardPin(SEED_GIFT_CARD_PIN) })),
  )
  await db.insert(giftCards).values(rows).onConflictDoNothing({ target: giftCards.code })
}
