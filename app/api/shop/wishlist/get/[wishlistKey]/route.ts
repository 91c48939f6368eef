/**
 * Spec 02 §7 GET /api/shop/wishlist/get/{wishlistKey}/?locale=: the wishlist; 404 in markets without
 * hasWishlist. A visitor without a session gets an empty wishlist and no session (issue 13 item 4).
 */
import { z } from 'zod'
import { listKeySchema } from '@/lib/lists/rules/keys'
import { shopOf } from '@/lib/lists/server/request'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { getDb } from '@/lib/db'
import { query } from '@/lib/http/server'
import { getWishlist, getWishlistWithoutSession } from '@/lib/wishlist/server/service'

export const GET = query(
  { params: z.object({ wishlistKey: listKeySchema('wishlist') }), query: localeQuerySchema },
  async ({ params, query, session }) => {
    const shop = await shopOf(query.locale)
    return session
      ? getWishlist(await getDb(), { session, ...shop }, params.wishlistKey)
      : getWishlistWithoutSession(shop, params.wishlistKey)
  },
)
