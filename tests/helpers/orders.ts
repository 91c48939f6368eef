import { randomUUID } from 'node:crypto'
import { beforeEach } from 'vitest'
import { eq } from 'drizzle-orm'
import { POST as addItem } from '@/app/api/shop/basket/addItem/route'
import { POST as placeOrderRoute } from '@/app/api/checkout/orders/route'
import { insertRegisteredCustomer } from '@/lib/account/server/customers'
import { invalidateCachedProducts } from '@/lib/catalog/server/store'
import type { Db } from '@/lib/db'
import { variants } from '@/lib/db/schema'
import type { PaymentEvent, PaymentPort, PaymentStatus } from '@/lib/orders/rules/payment-port'
import { ensureVisitorSession } from '@/lib/session/server'
import { setGuestContact } from '@/lib/session/server/store'
import { logIn } from './account-screens'
import { apiRequest } from './basket-api'
import { actAs, newVisitor, type Visitor } from './basket-visitors'
import type { HeaderScope } from './next-headers-fake'
import { requestJar } from './request-scope'

/**
 * Helpers for the order tests (issue 11): guest shoppers with their checkout details on the session,
 * logged-in customers, each test's fresh request scope and payment port, a placement body, stock set as an import would, and a fake payment port that records what it was asked.
 */
export const ADDRESS_DE = {
  gender: 'f',
  first_name: 'Ada',
  last_name: 'Lovelace',
  street: 'Hauptstraße',
  house_number: '12a',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
}

export interface Shopper extends Visitor {
  sessionId: string
}

/**
 * Each test of the describe block starts as a de-de request with a new fake payment port: the test
 * file's hoisted mocks of next/headers and of the order payment port read `scope` and `gateway`.
 */
export function useOrderTestScope(scope: HeaderScope, gateway: { current: FakePort | null }) {
  beforeEach(() => {
    scope.market = 'de-de'
    gateway.current = fakePort()
  })
}

/** A new registered customer, logged in on a session of its own (its cookie in the visitor's jar). */
export async function newCustomerShopper(db: Db, email: string): Promise<Visitor & { id: string }> {
  const row = await db.transaction((tx) =>
    insertRegisteredCustomer(tx, {
      ...{ shopId: 1, email, firstName: 'Ada', lastName: 'Test' },
      ...{ gender: 'f', newsletter: false, passwordHash: 'unused' },
    }),
  )
  const cookies = new Map<string, string>()
  await logIn(db, row.id, cookies)
  return {
    id: row.id,
    guestId: row.id,
    cookies,
    basketKey: () => `basket_1_${row.id}`,
    wishlistKey: () => '',
  }
}

/** A new guest who gave the guest details of spec 02 §5 on its session; the scope acts as it. */
export async function newGuestShopper(
  scope: HeaderScope,
  db: Db,
  email = 'ada@example.com',
): Promise<Shopper> {
  const visitor = await newVisitor(scope)
  // The visitor's session exists already: the key names no new one.
  const session = await ensureVisitorSession('shopper')
  await setGuestContact(
    session.id,
    { firstName: 'Ada', lastName: 'Lovelace', gender: 'f', email, newsletter: false },
    db,
  )
  return { ...visitor, sessionId: session.id }
}

export async function addToBasket(scope: HeaderScope, shopper: Visitor, variantId: number, quantity = 1) {
  actAs(scope, shopper)
  const response = await addItem(
    apiRequest('POST', '/api/shop/basket/addItem/', {
      body: { basketKey: shopper.basketKey(), variantId, quantity },
    }),
  )
  if (response.status >= 300) throw new Error(`add failed: ${response.status} ${await response.text()}`)
}

export const placementBody = (shopper: Visitor, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  basketKey: shopper.basketKey(),
  billingAddress: ADDRESS_DE,
  deliveryKind: 'standard',
  paymentMethod: 'RE',
  acceptTerms: true,
  ...extra,
})

/** Places with the shopper's own cookies (tests/helpers/request-scope.ts), also in parallel with others. */
export function place(scope: HeaderScope, shopper: Visitor, body: Record<string, unknown>) {
  actAs(scope, shopper)
  return requestJar.run(shopper.cookies, () =>
    placeOrderRoute(apiRequest('POST', '/api/checkout/orders/', { body })),
  )
}

export async function setStock(db: Db, variantId: number, quantity: number) {
  await db.update(variants).set({ stockQuantity: quantity }).where(eq(variants.id, variantId))
  invalidateCachedProducts(db)
}

export async function stockOf(db: Db, variantId: number): Promise<number> {
  const [row] = await db
    .select({ q: variants.stockQuantity })
    .from(variants)
    .where(eq(variants.id, variantId))
  return row?.q ?? -1
}

export type FakePort = ReturnType<typeof fakePort>

/** A payment port that approves nothing by itself: tests answer its status and send its webhooks. */
export function fakePort() {
  const initiated: { paymentId: string; providerRef: string; amountCents: number }[] = []
  const statuses = new Map<string, PaymentStatus>()
  const refunds: string[] = []
  const port: PaymentPort = {
    name: 'embedded',
    async initiate(input) {
      const providerRef = `tr_${input.paymentId.slice(0, 8)}`
      initiated.push({ paymentId: input.paymentId, providerRef, amountCents: input.amountCents })
      statuses.set(providerRef, 'open')
      return { providerRef, redirectUrl: `https://pay.example/${providerRef}`, status: 'open' }
    },
    status: async (ref) => statuses.get(ref) ?? 'open',
    capture: async () => 'paid',
    cancel: async (ref) => {
      statuses.set(ref, 'canceled')
      return 'canceled'
    },
    refund: async (ref) => {
      refunds.push(ref)
      return { refundRef: `re_${ref}` }
    },
    parseWebhook: async ({ rawBody }) => {
      const event = JSON.parse(rawBody) as PaymentEvent & { signature?: string }
      return event.signature === 'ok' ? { providerRef: event.providerRef, status: event.status } : null
    },
  }
  return { port, initiated, statuses, refunds }
}
