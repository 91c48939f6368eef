import 'server-only'

/**
 * Everything the shop stores about a customer (GDPR Art. 15 access, Art. 20 portability; issue 10 item
 * 7 "my data"): the overview page shows it, GET /api/user/export/ hands it over as JSON. Never a secret:
 * no password hash, no session id (the hash of the cookie token), no reset-token hash, no mail payload
 * (a reset mail's payload holds its link), no payment provider's reference (lib/orders/server/export.ts).
 */
import { asc, eq, sql } from 'drizzle-orm'
import type { Language } from '@/lib/config'
import { getDb, type Db } from '@/lib/db'
import {
  accountContactMessages,
  basketItems,
  baskets,
  customerAddresses,
  customerBalanceEntries,
  mailOutbox,
  passwordResetTokens,
  productTexts,
  visitorSessions,
  wishlistItems,
  wishlists,
  type CustomerRow,
} from '@/lib/db/schema'
import { customerOrdersForExport } from '@/lib/orders/server/export'

// Every column of an address but the owner's id: the document is the owner's.
const addressColumns = {
  id: customerAddresses.id,
  kind: customerAddresses.kind,
  gender: customerAddresses.gender,
  firstName: customerAddresses.firstName,
  lastName: customerAddresses.lastName,
  company: customerAddresses.company,
  street: customerAddresses.street,
  houseNumber: customerAddresses.houseNumber,
  addressExtra: customerAddresses.addressExtra,
  postcode: customerAddresses.postcode,
  city: customerAddresses.city,
  country: customerAddresses.country,
  phone: customerAddresses.phone,
  isDefaultBilling: customerAddresses.isDefaultBilling,
  isDefaultShipping: customerAddresses.isDefaultShipping,
  createdAt: customerAddresses.createdAt,
  updatedAt: customerAddresses.updatedAt,
}

/** The version of this document's shape, so a reader can tell what it holds. */
export const ACCOUNT_EXPORT_FORMAT = 1

export async function collectAccountData(
  db: Db,
  customer: CustomerRow,
  {
    language,
    currentSessionId,
    now = new Date(),
  }: { language: Language; currentSessionId?: string; now?: Date },
) {
  const productName = sql<
    string | null
  >`(select ${productTexts.name} from ${productTexts} where ${productTexts.productId} = ${basketItems.productId} and ${productTexts.language} = ${language})`
  const wishedName = sql<
    string | null
  >`(select ${productTexts.name} from ${productTexts} where ${productTexts.productId} = ${wishlistItems.productId} and ${productTexts.language} = ${language})`

  const [addresses, balanceEntries, sessions, resets, contactMessages, basket, wishlist, mails, orders] =
    await Promise.all([
      db
        .select(addressColumns)
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customer.id))
        .orderBy(asc(customerAddresses.id)),
      db
        .select({
          amountCents: customerBalanceEntries.amountCents,
          currency: customerBalanceEntries.currency,
          reason: customerBalanceEntries.reason,
          createdAt: customerBalanceEntries.createdAt,
        })
        .from(customerBalanceEntries)
        .where(eq(customerBalanceEntries.customerId, customer.id))
        .orderBy(asc(customerBalanceEntries.createdAt), asc(customerBalanceEntries.id)),
      db
        .select({
          id: visitorSessions.id,
          createdAt: visitorSessions.createdAt,
          lastSeenAt: visitorSessions.lastSeenAt,
          expiresAt: visitorSessions.expiresAt,
        })
        .from(visitorSessions)
        .where(eq(visitorSessions.customerId, customer.id))
        .orderBy(asc(visitorSessions.createdAt)),
      db
        .select({
          createdAt: passwordResetTokens.createdAt,
          expiresAt: passwordResetTokens.expiresAt,
          usedAt: passwordResetTokens.usedAt,
        })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.customerId, customer.id))
        .orderBy(asc(passwordResetTokens.createdAt)),
      db
        .select({
          subject: accountContactMessages.subject,
          message: accountContactMessages.message,
          replyName: accountContactMessages.replyName,
          replyEmail: accountContactMessages.replyEmail,
          language: accountContactMessages.language,
          createdAt: accountContactMessages.createdAt,
        })
        .from(accountContactMessages)
        .where(eq(accountContactMessages.customerId, customer.id))
        .orderBy(asc(accountContactMessages.createdAt), asc(accountContactMessages.id)),
      db
        .select({
          productId: basketItems.productId,
          variantId: basketItems.variantId,
          productName,
          quantity: basketItems.quantity,
          itemGroupId: basketItems.itemGroupId,
          customData: basketItems.customData,
          createdAt: basketItems.createdAt,
        })
        .from(basketItems)
        .innerJoin(baskets, eq(baskets.key, basketItems.basketKey))
        .where(eq(baskets.ownerId, customer.id))
        .orderBy(asc(basketItems.createdAt), asc(basketItems.key)),
      db
        .select({
          productId: wishlistItems.productId,
          variantId: wishlistItems.variantId,
          productName: wishedName,
          createdAt: wishlistItems.createdAt,
        })
        .from(wishlistItems)
        .innerJoin(wishlists, eq(wishlists.key, wishlistItems.wishlistKey))
        .where(eq(wishlists.ownerId, customer.id))
        .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.key)),
      db
        .select({ kind: mailOutbox.kind, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, customer.email))
        .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
      customerOrdersForExport(db, customer.id),
    ])

  const totals = new Map<string, number>()
  for (const entry of balanceEntries)
    totals.set(entry.currency, (totals.get(entry.currency) ?? 0) + entry.amountCents)

  return {
    format: ACCOUNT_EXPORT_FORMAT,
    generatedAt: now,
    profile: {
      accountId: customer.id,
      customerNo: customer.customerNo,
      shopId: customer.shopId,
      firstName: customer.firstName,
      lastName: customer.lastName,
      gender: customer.gender,
      email: customer.email,
      phone: customer.phone,
      birthDate: customer.birthDate,
      isGuestCustomer: customer.isGuestCustomer,
      registeredAt: customer.registeredAt,
      passwordSet: customer.passwordHash !== null,
      passwordChangedAt: customer.passwordChangedAt,
      createdAt: customer.createdAt,
      updatedAt: customer.updatedAt,
    },
    newsletter: { subscribed: customer.newsletter },
    addresses,
    balance: {
      entries: balanceEntries,
      totals: [...totals].map(([currency, amountCents]) => ({ currency, amountCents })),
    },
    sessions: sessions.map(({ id, ...times }) => ({ ...times, current: id === currentSessionId })),
    passwordResets: resets,
    contactMessages,
    basket: { items: basket },
    wishlist: { items: wishlist },
    orders,
    mails,
  }
}

export type AccountData = Awaited<ReturnType<typeof collectAccountData>>

/** The download's file name: no name or address in it (it may end up in shared download folders). */
export const exportFileName = (customer: Pick<CustomerRow, 'customerNo'>, now: Date) =>
  `account-data-${customer.customerNo}-${now.toISOString().slice(0, 10)}.json`

/** For the my-data page (a server component), which reaches the database only through lib. */
export async function loadAccountData(
  customer: CustomerRow,
  options: { language: Language; currentSessionId?: string },
) {
  return collectAccountData(await getDb(), customer, options)
}
