/**
 * Spec 02 §7 GET /api/shop/wishlist/get/{wishlistKey}/?locale=: the wishlist; 404 in markets without
 * hasWishlist.
 */
import { z } from 'zod'
import { listKeySchema } from '@/lib/lists/rules/keys'
import { shopContextOf } from '@/lib/lists/server/request'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { getDb } from '@/lib/db'
import { query } from '@/lib/http/server'
import { getWishlist } from '@/lib/wishlist/server/service'

export const GET = query(
  { params: z.object({ wishlistKey: listKeySchema('wishlist') }), query: localeQuerySchema },
  async ({ params, query, session }) =>
    getWishlist(await getDb(), await shopContextOf(session, query.locale), params.wishlistKey),
)
