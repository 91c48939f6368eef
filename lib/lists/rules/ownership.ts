/**
 * Whose basket or wishlist a call may touch: the context every list call runs in, and the ownership
 * check that comes before any read or write (403 for another visitor's key).
 */
import type { Language, Market } from '@/lib/config'
import { HttpError } from '@/lib/http/rules/errors'
import { ownsVisitorId, type VisitorSession } from '@/lib/session/rules/identity'
import { isOwnKey, parseListKey, type ListKind } from './keys'

/** What every basket and wishlist call runs for: the visitor, the request's market and the answer's language. */
export interface ShopContext {
  session: VisitorSession
  market: Market
  language: Language
}

/** The shop a list call runs in, whoever the visitor is. */
export type ListShop = Pick<ShopContext, 'market' | 'language'>

/** The list a call may read and write: its key, and the shop and user id the key names. */
export interface ListOwner {
  key: string
  shopId: number
  ownerId: string
}

/**
 * Ownership: the key must be well formed, name the request market's shop and a user id this session
 * holds. Anything else is another visitor's list: 403, and nothing is read or written.
 */
export function ownedList(
  kind: ListKind,
  key: string,
  ctx: Pick<ShopContext, 'session' | 'market'>,
): ListOwner {
  const parsed = parseListKey(key)
  const own =
    parsed !== null &&
    parsed.kind === kind &&
    isOwnKey(parsed, ctx.market.shopId, (id) => ownsVisitorId(ctx.session, id))
  if (!own) throw new HttpError(403, `not your ${kind}`)
  return { key, shopId: parsed.shopId, ownerId: parsed.userId }
}

/**
 * A read by a visitor without a session (issue 13 item 4): it owns no list yet, so the answer is an
 * empty one under a well-formed key of this shop, and nothing is read: a key that names someone else's
 * list is never looked up. A key of another kind or shop is 403, as with a session.
 */
export function sessionlessList(kind: ListKind, key: string, market: ShopContext['market']): ListOwner {
  const parsed = parseListKey(key)
  if (parsed === null || parsed.kind !== kind || parsed.shopId !== market.shopId) {
    throw new HttpError(403, `not your ${kind}`)
  }
  return { key, shopId: parsed.shopId, ownerId: parsed.userId }
}
