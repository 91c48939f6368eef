import 'server-only'

/**
 * The wishlist calls of spec 02 §7. Markets without the shop option hasWishlist (spec 02 §6) have no
 * wishlist at all: 404 before anything is read. Ownership as for the basket (403 for another's key).
 */
import { ownedList, sessionlessList, type ListShop, type ShopContext } from '@/lib/lists/rules/ownership'
import { findVariant } from '@/lib/catalog/rules/find-variant'
import { getCachedProductsByIds } from '@/lib/catalog/server/store'
import type { Db } from '@/lib/db'
import { HttpError } from '@/lib/http/rules/errors'
import { wishlistWritesPerSession } from '@/lib/http/server/rate-limits'
import { addEntry, deleteEntry, readEntries, type WishlistOwner } from './repository'
import { resolveItemCreationId } from './resolve'
import type { AddWishlistItemInput, DeleteWishlistItemInput } from '../rules/schemas'
import type { Wishlist, WishlistAddAnswer, WishlistItem } from '../rules/types'

function ownedWishlist(ctx: ShopContext, wishlistKey: string): WishlistOwner {
  if (!ctx.market.options.hasWishlist) throw new HttpError(404, 'this shop has no wishlist')
  return ownedList('wishlist', wishlistKey, ctx)
}

/** Entries whose product (or saved variant) left the catalog stay stored but are not shown. */
async function loadWishlist(db: Db, ctx: ShopContext, owner: WishlistOwner): Promise<Wishlist> {
  const rows = await readEntries(db, owner.key)
  const products = await getCachedProductsByIds(db, [...new Set(rows.map((r) => r.productId))], {
    language: ctx.language,
    currency: ctx.market.currency,
  })
  const byId = new Map(products.map((p) => [p.id, p]))
  const items = rows.flatMap((row): WishlistItem[] => {
    const product = byId.get(row.productId)
    if (!product) return []
    if (row.variantId === null) return [{ key: row.key, variant: null, product }]
    const variant = findVariant(product, row.variantId)
    return variant ? [{ key: row.key, variant, product }] : []
  })
  return { key: owner.key, items, count: items.length }
}

export async function getWishlist(db: Db, ctx: ShopContext, wishlistKey: string): Promise<Wishlist> {
  return loadWishlist(db, ctx, ownedWishlist(ctx, wishlistKey))
}

/** The GET of a visitor without a session (issue 13 item 4): an empty wishlist, nothing read or created. */
export function getWishlistWithoutSession(shop: ListShop, wishlistKey: string): Wishlist {
  if (!shop.market.options.hasWishlist) throw new HttpError(404, 'this shop has no wishlist')
  return { key: sessionlessList('wishlist', wishlistKey, shop.market).key, items: [], count: 0 }
}

/** Saving what is already saved answers the same wishlist: a double click never makes a duplicate. */
export async function addWishlistItem(
  db: Db,
  ctx: ShopContext,
  input: AddWishlistItemInput,
): Promise<WishlistAddAnswer> {
  const owner = ownedWishlist(ctx, input.wishlistKey)
  // Issue 13 item 4: a generous per-session limit (429 with Retry-After past it), rate-limits.ts says why.
  await wishlistWritesPerSession.consume(ctx.session.id)
  const found = await resolveItemCreationId(db, input.itemCreationId, {
    language: ctx.language,
    currency: ctx.market.currency,
  })
  if (!found) throw new HttpError(404, `no product or variant ${input.itemCreationId}`)
  if (!found.product.isActive) {
    throw new HttpError(422, `product ${found.product.id} (${found.product.name}) is no longer offered`)
  }
  await addEntry(db, owner, { productId: found.product.id, variantId: found.variant?.id ?? null })
  return { type: 'success', wishlist: await loadWishlist(db, ctx, owner) }
}

/** Removing an entry that is already gone is not an error (another tab removed it). */
export async function deleteWishlistItem(
  db: Db,
  ctx: ShopContext,
  input: DeleteWishlistItemInput,
): Promise<Wishlist> {
  const owner = ownedWishlist(ctx, input.wishlistKey)
  await deleteEntry(db, owner, input.itemKey)
  return loadWishlist(db, ctx, owner)
}
