/**
 * How a basket or wishlist key is written (spec 02 §7, see ./keys.ts). Apart from ./keys.ts because
 * the browser's basket client needs only this, and ./keys.ts carries zod for the route handlers.
 */
export type ListKind = 'basket' | 'wishlist'

export function listKeyOf(kind: ListKind, shopId: number, userId: string): string {
  return `${kind}_${shopId}_${userId}`
}
