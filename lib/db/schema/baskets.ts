/**
 * Baskets and wishlists of spec 02 §3, keyed as spec 02 §7 names them: `basket_{shopId}_{userId}` and
 * `wishlist_{shopId}_{userId}`. Items keep catalog ids only, never prices: every answer prices them from
 * the catalog (lib/basket). No foreign key to the catalog on purpose: a variant that leaves the catalog
 * must stay visible to the basket clean-up so it can tell the shopper what was removed.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import type { StoredItemGroup, StoredJson } from '@/lib/basket/rules/stored-line'

export type { StoredItemGroup, StoredJson }

export const baskets = pgTable(
  'baskets',
  {
    key: text('key').primaryKey(),
    shopId: integer('shop_id').notNull(),
    /** The visitor id of the key: a guest id or a 64-character account id. */
    ownerId: text('owner_id').notNull(),
    /** Bumped by every write; writers lock the row (SELECT … FOR UPDATE) before touching items. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('baskets_owner_id_idx').on(t.ownerId)],
)

export const basketItems = pgTable(
  'basket_items',
  {
    key: text('key').primaryKey(),
    basketKey: text('basket_key')
      .notNull()
      .references(() => baskets.key, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** itemGroup.id, '' without a group: one line per variant and item group (spec 02 §4). */
    itemGroupId: text('item_group_id').notNull().default(''),
    itemGroup: jsonb('item_group').$type<StoredItemGroup | null>(),
    customData: jsonb('custom_data').$type<StoredJson>().notNull().default({}),
    displayData: jsonb('display_data').$type<StoredJson>().notNull().default({}),
    options: jsonb('options').$type<StoredJson>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('basket_items_line_key').on(t.basketKey, t.variantId, t.itemGroupId),
    check('basket_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
)

export const wishlists = pgTable(
  'wishlists',
  {
    key: text('key').primaryKey(),
    shopId: integer('shop_id').notNull(),
    ownerId: text('owner_id').notNull(),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('wishlists_owner_id_idx').on(t.ownerId)],
)

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    key: text('key').primaryKey(),
    wishlistKey: text('wishlist_key')
      .notNull()
      .references(() => wishlists.key, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    /** Null when the shopper saved the product rather than one of its variants. */
    variantId: integer('variant_id'),
    createdAt: createdAt(),
  },
  (t) => [unique('wishlist_items_entry_key').on(t.wishlistKey, t.productId, t.variantId).nullsNotDistinct()],
)

export type BasketRow = typeof baskets.$inferSelect
export type BasketItemRow = typeof basketItems.$inferSelect
export type WishlistItemRow = typeof wishlistItems.$inferSelect
