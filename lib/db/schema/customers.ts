/**
 * Customer accounts (spec 02 §3 User, §6): the customer, its addresses, its balance ledger and its
 * password-reset tokens, plus the per-market customer-number counter. Sessions point at the customer
 * from lib/db/schema/sessions.ts.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { ADDRESS_COUNTRIES } from '@/lib/account/rules/address'
import { CURRENCIES } from '@/lib/config/markets'

/** A fixed SQL list from constants of this repository (never user input), e.g. ('DE', 'AT'). */
const sqlList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`)

/** Spec 02 §3: m male, f female, d divers, n company. */
const GENDERS = ['m', 'f', 'd', 'n'] as const

export const customers = pgTable(
  'customers',
  {
    /** The account id: 64 lowercase hex characters (spec 02 §3, §9). */
    id: text('id').primaryKey(),
    shopId: integer('shop_id').notNull(),
    /** Drawn from customer_numbers in the transaction that inserts the customer. */
    customerNo: integer('customer_no').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').$type<(typeof GENDERS)[number]>().notNull(),
    /** Stored lowercased (spec 02 §5), so the per-shop uniqueness is case-insensitive. */
    email: text('email').notNull(),
    phone: text('phone'),
    birthDate: date('birth_date'),
    /** A customer who ordered as a guest: no password, not registered. */
    isGuestCustomer: boolean('is_guest_customer').notNull().default(false),
    /**
     * When the customer registered; null for a guest customer. A timestamp rather than a boolean: the
     * User's `registered` flag (spec 02 §3) is `registered_at is not null`, and the date is kept for free.
     */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    newsletter: boolean('newsletter').notNull().default(false),
    /** The password hash (algorithm and parameters inside the string); null for a guest customer. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('customers_shop_customer_no_key').on(t.shopId, t.customerNo),
    unique('customers_shop_email_key').on(t.shopId, t.email),
    check('customers_id_check', sql`${t.id} ~ '^[0-9a-f]{64}$'`),
    check('customers_shop_id_check', sql`${t.shopId} > 0`),
    check('customers_customer_no_check', sql`${t.customerNo} > 0`),
    check('customers_gender_check', sql`${t.gender} in ${sqlList(GENDERS)}`),
    check('customers_email_check', sql`${t.email} = lower(${t.email}) and ${t.email} like '%_@_%'`),
    // A guest customer has neither password nor registration; a registered one has both.
    check(
      'customers_guest_check',
      sql`case when ${t.isGuestCustomer} then ${t.passwordHash} is null and ${t.registeredAt} is null else ${t.passwordHash} is not null and ${t.registeredAt} is not null end`,
    ),
  ],
)

/**
 * The last customer number handed out per shop. A new customer takes the next one with
 *   insert into customer_numbers (shop_id, last_no) values ($shop, 1)
 *   on conflict (shop_id) do update set last_no = customer_numbers.last_no + 1 returning last_no
 * inside the transaction that inserts the customer: the upsert locks the shop's row until commit, so two
 * registrations never get the same number, and a rolled-back registration gives its number back (no
 * gaps). A PostgreSQL sequence would need one sequence per shop created at run time (or one number
 * range for all markets) and leaves gaps on rollback; the unique (shop_id, customer_no) backs either.
 */
export const customerNumbers = pgTable(
  'customer_numbers',
  {
    shopId: integer('shop_id').primaryKey(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [check('customer_numbers_last_no_check', sql`${t.lastNo} > 0`)],
)

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'billing' | 'shipping'>().notNull(),
    /** The salutation, as the customer's gender (spec 02 §3); optional on an address. */
    gender: text('gender').$type<(typeof GENDERS)[number]>(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    addressExtra: text('address_extra'),
    /** Checked per country by lib/account/rules/address.ts before it is written. */
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    /** ISO 3166-1 alpha-2, upper case: one of the markets' countries. */
    country: text('country').notNull(),
    phone: text('phone'),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_addresses_customer_id_idx').on(t.customerId),
    // At most one default of each kind per customer.
    uniqueIndex('customer_addresses_default_billing_key')
      .on(t.customerId)
      .where(sql`${t.isDefaultBilling}`),
    uniqueIndex('customer_addresses_default_shipping_key')
      .on(t.customerId)
      .where(sql`${t.isDefaultShipping}`),
    check('customer_addresses_kind_check', sql`${t.kind} in ('billing', 'shipping')`),
    check('customer_addresses_gender_check', sql`${t.gender} in ${sqlList(GENDERS)}`),
    check('customer_addresses_country_check', sql`${t.country} in ${sqlList(ADDRESS_COUNTRIES)}`),
    check('customer_addresses_postcode_check', sql`${t.postcode} <> ''`),
    // The default billing address is a billing address, the default shipping one a shipping address.
    check(
      'customer_addresses_default_kind_check',
      sql`(not ${t.isDefaultBilling} or ${t.kind} = 'billing') and (not ${t.isDefaultShipping} or ${t.kind} = 'shipping')`,
    ),
  ],
)

/**
 * The account balance ledger: credits (> 0) and debits (< 0) in cents; the balance is their sum. Shown
 * where the market option accountBalance is on (spec 02 §3, Shop options per country).
 */
export const customerBalanceEntries = pgTable(
  'customer_balance_entries',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_balance_entries_customer_id_idx').on(t.customerId, t.createdAt),
    check('customer_balance_entries_amount_check', sql`${t.amountCents} <> 0`),
    check('customer_balance_entries_currency_check', sql`${t.currency} in ${sqlList(CURRENCIES)}`),
    check('customer_balance_entries_reason_check', sql`${t.reason} <> ''`),
  ],
)

/**
 * Password-reset tokens: only the SHA-256 hex of the token is stored. A token is good for 60 minutes and
 * once (used_at). At most one open token per customer: issuing a new one deletes the older ones in the
 * same transaction, and the partial unique index refuses a second open one.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_reset_tokens_customer_id_idx').on(t.customerId),
    uniqueIndex('password_reset_tokens_open_key')
      .on(t.customerId)
      .where(sql`${t.usedAt} is null`),
    check('password_reset_tokens_hash_check', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check(
      'password_reset_tokens_expiry_check',
      sql`${t.expiresAt} > ${t.createdAt} and ${t.expiresAt} <= ${t.createdAt} + interval '60 minutes'`,
    ),
  ],
)

export type CustomerRow = typeof customers.$inferSelect
export type CustomerAddressRow = typeof customerAddresses.$inferSelect
export type CustomerBalanceEntryRow = typeof customerBalanceEntries.$inferSelect
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect
