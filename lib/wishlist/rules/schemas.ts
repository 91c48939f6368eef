/** Request shapes of the wishlist calls of spec 02 §7; bad input → 400 naming the field, nothing changed. */
import { z } from 'zod'
import { listKeySchema } from '@/lib/lists/rules/keys'
import { catalogIdSchema, itemKeySchema } from '@/lib/lists/rules/schemas'

export const addWishlistItemSchema = z.object({
  wishlistKey: listKeySchema('wishlist'),
  /** A product id or a variant id (spec 02 §7): lib/wishlist/server/resolve.ts decides which. */
  itemCreationId: catalogIdSchema,
})
export type AddWishlistItemInput = z.output<typeof addWishlistItemSchema>

export const deleteWishlistItemSchema = z.object({
  wishlistKey: listKeySchema('wishlist'),
  itemKey: itemKeySchema,
})
export type DeleteWishlistItemInput = z.output<typeof deleteWishlistItemSchema>
