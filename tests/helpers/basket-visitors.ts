import { randomUUID } from 'node:crypto'
import { ensureVisitorSession } from '@/lib/session/server'
import type { HeaderScope } from './next-headers-fake'

/**
 * Visitors for the basket and wishlist route tests, over the scope the test file's next/headers mock
 * reads (tests/helpers/next-headers-fake.ts): a visitor is a cookie jar of its own, and acting as a
 * visitor puts its jar in the scope.
 */
export interface Visitor {
  guestId: string
  cookies: Map<string, string>
  basketKey(shopId?: number): string
  wishlistKey(shopId?: number): string
}

/** A new guest with a live session; the scope now acts as this visitor. */
export async function newVisitor(scope: HeaderScope): Promise<Visitor> {
  scope.cookies = new Map()
  // Each visitor from a client address of its own: the per-address limit on new sessions (issue 13
  // item 4) has its own tests, and a file makes many visitors.
  const session = await ensureVisitorSession(`visitor-${randomUUID()}`)
  const cookies = scope.cookies
  return {
    guestId: session.guestId,
    cookies,
    basketKey: (shopId = 1) => `basket_${shopId}_${session.guestId}`,
    wishlistKey: (shopId = 1) => `wishlist_${shopId}_${session.guestId}`,
  }
}

export function actAs(scope: HeaderScope, visitor: Visitor): void {
  scope.cookies = visitor.cookies
}
