/**
 * Per-session limits on basket and wishlist writes (issue 13 item 4, lib/http/server/rate-limits.ts):
 * past the limit an add or change answers 429 with Retry-After and writes nothing; another visitor's
 * session is unaffected. The window is filled up to its last point first, then the route takes it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as addBasketItem } from '@/app/api/shop/basket/addItem/route'
import { POST as updateBasketItem } from '@/app/api/shop/basket/updateItem/route'
import { POST as addWishlistItem } from '@/app/api/shop/wishlist/addItem/route'
import { basketWritesPerSession, RATE_LIMITS, wishlistWritesPerSession } from '@/lib/http/server/rate-limits'
import { sessionIdFromToken } from '@/lib/session/server/token'
import { apiRequest, basketSnapshot, json, wishlistSnapshot } from '@/tests/helpers/basket-api'
import { useBasketDb } from '@/tests/helpers/basket-db'
import { actAs, newVisitor, type Visitor } from '@/tests/helpers/basket-visitors'
import { testDrivers } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)

const post = (path: string, body: unknown) => apiRequest('POST', path, { body })
const sessionOf = (visitor: Visitor) => sessionIdFromToken(visitor.cookies.get('sid')!)

describe.each(testDrivers)('basket and wishlist writes per session on %s (issue 13 item 4)', (driver) => {
  const t = useBasketDb(driver)
  let me: Visitor
  let other: Visitor
  beforeEach(async () => {
    scope.market = 'de-de'
    other = await newVisitor(scope)
    me = await newVisitor(scope)
  })

  it('answers the basket write past the limit 429 with Retry-After and keeps the basket', async () => {
    const variantId = t.picks.plain[0]!.id
    const { points } = RATE_LIMITS.basketWritesPerSession
    await basketWritesPerSession.consume(sessionOf(me), points - 2)
    const added = await addBasketItem(
      post('/api/shop/basket/addItem/', { basketKey: me.basketKey(), variantId, quantity: 1 }),
    )
    expect(added.status).toBe(201)
    const itemKey = (await json(added)).basket.items[0].key as string
    const update = () =>
      updateBasketItem(
        post('/api/shop/basket/updateItem/', { basketKey: me.basketKey(), itemKey, quantity: 3 }),
      )
    expect((await update()).status).toBe(200)
    const before = await basketSnapshot(t.db, me.basketKey())

    const refused = await addBasketItem(
      post('/api/shop/basket/addItem/', { basketKey: me.basketKey(), variantId, quantity: 1 }),
    )
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await update()).status).toBe(429)
    expect(await basketSnapshot(t.db, me.basketKey())).toEqual(before)

    actAs(scope, other)
    const theirs = await addBasketItem(
      post('/api/shop/basket/addItem/', { basketKey: other.basketKey(), variantId, quantity: 1 }),
    )
    expect(theirs.status).toBe(201)
  })

  it('answers the wishlist save past the limit 429 with Retry-After and keeps the wishlist', async () => {
    const [first, second] = t.picks.plainProductIds
    const { points } = RATE_LIMITS.wishlistWritesPerSession
    await wishlistWritesPerSession.consume(sessionOf(me), points - 1)
    const save = (productId: number) =>
      addWishlistItem(
        post('/api/shop/wishlist/addItem/', {
          wishlistKey: me.wishlistKey(),
          itemCreationId: String(productId),
        }),
      )
    expect((await save(first!)).status).toBe(200)
    const before = await wishlistSnapshot(t.db, me.wishlistKey())
    const refused = await save(second!)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await wishlistSnapshot(t.db, me.wishlistKey())).toEqual(before)
  })
})
