/**
 * The click-and-reserve tables (spec 02 §2, §3 clickAndReserve): retail stores, the stock on their shelves
 * and shoppers' reservations.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * The shop's own branches per market. Ids are fixed by the seed (lib/stores/server/seed), so addresses
 * and links stay stable across starts.
 */
export const retailStores = pgTable(
  'retail_stores',
  {
    id: integer('id').primaryKey(),
    market: text('market').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    /** Free text as the store publishes it, e.g. 'Mo–Fr 9–19 Uhr, Sa 9–18 Uhr'. */
    openingHours: text('opening_hours').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [index('retail_stores_market_idx').on(t.market, t.name)],
)

/**
 * Pieces of a variant on a store's shelf. No foreign key to variants: the catalog is replaced by
 * truncation (benchmarks), like basket lines; a missing variant simply has no stock.
 */
export const storeStock = pgTable(
  'store_stock',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => retailStores.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.variantId] }),
    index('store_stock_variant_idx').on(t.variantId),
    check('store_stock_quantity_check', sql`${t.quantity} >= 0`),
  ],
)

/** A shopper's reservation: pieces put aside in a store until picked up. */
export const storeReservations = pgTable(
  'store_reservations',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => retailStores.id),
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    market: text('market').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /**
     * Until when the pieces are put aside (issue 13 item 4: RESERVATION_TTL_HOURS after the reservation).
     * Past it the housekeeping sweep puts them back on the shelf and marks the row 'expired'.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The visitor session that asked (its row id, never the cookie): the per-session cap counts by it. */
    sessionId: text('session_id'),
    /**
     * 'reserved' until the store hands the pieces over ('collected'), puts them back ('released') or the
     * time runs out ('expired').
     */
    status: text('status').notNull().default('reserved'),
  },
  (t) => [
    index('store_reservations_store_idx').on(t.storeId, t.createdAt),
    // The sweep and the caps read open reservations by their end.
    index('store_reservations_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'reserved'`),
    check('store_reservations_quantity_check', sql`${t.quantity} >= 1`),
    check(
      'store_reservations_status_check',
      sql`${t.status} in ('reserved', 'collected', 'released', 'expired')`,
    ),
  ],
)

export type RetailStoreRow = typeof retailStores.$inferSelect
export type StoreReservationRow = typeof storeReservations.$inferSelect
