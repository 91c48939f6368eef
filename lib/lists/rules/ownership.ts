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
