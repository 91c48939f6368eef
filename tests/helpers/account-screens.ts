/**
 * Helpers of the account-screen route tests: requests as the browser sends them (same origin), a
 * registered customer, a login under a session cookie, and one row of every kind an account owns.
 */
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { insertRegisteredCustomer } from '@/lib/account/server/customers'
import { hashPassword } from '@/lib/account/server/password-hash'
import {
  accountContactMessages,
  basketItems,
  baskets,
  customerAddresses,
  customerBalanceEntries,
  passwordResetTokens,
  products,
  variants,
  wishlistItems,
  wishlists,
  type CustomerRow,
} from '@/lib/db/schema'
import { createSession } from '@/lib/session/server/store'

export const ORIGIN = 'http://localhost:3000'

type Handler = (request: Request) => Promise<Response>

/** A same-origin request to /api/user/{path}/?locale=de. */
export function call(handler: Handler, method: string, path: string, body?: unknown): Promise<Response> {
  return handler(
    new Request(`${ORIGIN}/api/user/${path}/?locale=de`, {
      method,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
}

export async function createCustomer(
  db: Db,
  email: string,
  password: string,
  names = { firstName: 'Ada', lastName: 'Lovelace' },
): Promise<CustomerRow> {
  const passwordHash = await hashPassword(password)
  return db.transaction((tx) =>
    insertRegisteredCustomer(tx, { shopId: 1, email, ...names, gender: 'f', newsletter: true, passwordHash }),
  )
}

/** A new logged-in session of the customer; its token goes into the jar when one is given. */
export async function logIn(db: Db, customerId: string, jar?: Map<string, string>) {
  const session = await createSession(new Date(), db, { customerId })
  jar?.set('sid', session.token)
  return session
}

/** One row of every kind the account owns; returns what the export must never show. */
export async function seedAccountRows(db: Db, customer: CustomerRow) {
  const [variant] = await db
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .limit(1)
  if (!variant) throw new Error('the test database has no catalog')
  await db.insert(customerAddresses).values({
    customerId: customer.id,
    kind: 'billing',
    firstName: 'Ada',
    lastName: 'Lovelace',
    street: 'Unter den Linden',
    houseNumber: '1',
    postcode: '10117',
    city: 'Berlin',
    country: 'DE',
    isDefaultBilling: true,
  })
  await db
    .insert(customerBalanceEntries)
    .values({ customerId: customer.id, amountCents: 1500, currency: 'EUR', reason: 'Gutschrift Retoure' })
  const now = new Date()
  const resetTokenHash = createHash('sha256').update(`reset ${customer.id}`).digest('hex')
  await db.insert(passwordResetTokens).values({
    tokenHash: resetTokenHash,
    customerId: customer.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 30 * 60_000),
  })
  await db.insert(accountContactMessages).values({
    customerId: customer.id,
    subject: 'order',
    message: 'Wo bleibt meine Bestellung?',
    replyName: 'Ada Lovelace',
    replyEmail: customer.email,
    language: 'de',
  })
  const basketKey = `basket_1_${customer.id}`
  await db.insert(baskets).values({ key: basketKey, shopId: 1, ownerId: customer.id })
  await db.insert(basketItems).values({
    key: `b-${customer.id.slice(0, 16)}`,
    basketKey,
    variantId: variant.id,
    productId: variant.productId,
    quantity: 2,
    customData: { customText: { text1: 'Für Ada' } },
  })
  const wishlistKey = `wishlist_1_${customer.id}`
  await db.insert(wishlists).values({ key: wishlistKey, shopId: 1, ownerId: customer.id })
  await db.insert(wishlistItems).values({
    key: `w-${customer.id.slice(0, 16)}`,
    wishlistKey,
    productId: variant.productId,
    variantId: variant.id,
  })
  return { resetTokenHash, productId: variant.productId }
}
