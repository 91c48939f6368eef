import { describe, expect, it } from 'vitest'
import { ownedList } from '@/lib/lists/rules/ownership'
import { isOwnKey, listKeyOf, listKeySchema, parseListKey } from '@/lib/lists/rules/keys'
import { getMarket } from '@/lib/config'
import { HttpError } from '@/lib/http/rules/errors'
import type { VisitorSession } from '@/lib/session/rules/identity'

const guest = '0123456789abcdef0123456789abcdef'
const account = 'A'.repeat(60) + '_x_y'

describe('list keys (spec 02 §7: basket_{shopId}_{userId}, wishlist_{shopId}_{userId})', () => {
  it.each([
    [`basket_1_${guest}`, { kind: 'basket', shopId: 1, userId: guest }],
    [`wishlist_7_${guest}`, { kind: 'wishlist', shopId: 7, userId: guest }],
    [`basket_3_${account}`, { kind: 'basket', shopId: 3, userId: account }],
  ])('parses %s', (key, parsed) => {
    expect(parseListKey(key)).toEqual(parsed)
  })

  it.each([
    ['another kind', `cart_1_${guest}`],
    ['shop id 0', `basket_0_${guest}`],
    ['a leading zero', `basket_01_${guest}`],
    ['no user id', 'basket_1_'],
    ['a user id over 64 characters', `basket_1_${'a'.repeat(65)}`],
    ['a space in the user id', 'basket_1_ab cd'],
    ['non-ASCII', 'basket_1_äöü'],
    ['nothing', ''],
  ])('refuses %s', (_label, key) => {
    expect(parseListKey(key)).toBeNull()
  })

  it('builds what it parses, and the schema accepts only its own kind', () => {
    expect(parseListKey(listKeyOf('wishlist', 4, guest))).toEqual({
      kind: 'wishlist',
      shopId: 4,
      userId: guest,
    })
    expect(listKeySchema('basket').safeParse(`basket_1_${guest}`).success).toBe(true)
    expect(listKeySchema('basket').safeParse(`wishlist_1_${guest}`).success).toBe(false)
  })
})

describe('key ownership (spec 02 §7 basket key: another visitor’s key → 403 not your basket)', () => {
  const session: VisitorSession = {
    id: 's',
    guestId: guest,
    userId: null,
    checkoutGuest: false,
    loggedIn: false,
  }
  const loggedIn: VisitorSession = { ...session, userId: account, loggedIn: true }
  const deDe = getMarket('de-de')

  it('isOwnKey needs the request shop and an id the session owns', () => {
    const owns = (id: string) => id === guest
    expect(isOwnKey({ kind: 'basket', shopId: 1, userId: guest }, 1, owns)).toBe(true)
    expect(isOwnKey({ kind: 'basket', shopId: 2, userId: guest }, 1, owns)).toBe(false)
    expect(isOwnKey({ kind: 'basket', shopId: 1, userId: 'f'.repeat(32) }, 1, owns)).toBe(false)
  })

  it.each([
    ['the guest’s own basket', session, `basket_1_${guest}`, 'basket', true],
    ['the logged-in account’s basket', loggedIn, `basket_1_${account}`, 'basket', true],
    ['the guest id still, once logged in', loggedIn, `basket_1_${guest}`, 'basket', true],
    ['another visitor’s basket', session, `basket_1_${'f'.repeat(32)}`, 'basket', false],
    ['the own basket of another market', session, `basket_2_${guest}`, 'basket', false],
    ['a wishlist key as a basket key', session, `wishlist_1_${guest}`, 'basket', false],
    ['a malformed key', session, 'basket_1_', 'basket', false],
    ['the own wishlist', session, `wishlist_1_${guest}`, 'wishlist', true],
  ] as const)('%s → owned %s', (_label, who, key, kind, owned) => {
    const run = () => ownedList(kind, key, { session: who, market: deDe })
    if (owned) {
      expect(run()).toEqual({ key, shopId: 1, ownerId: parseListKey(key)!.userId })
    } else {
      expect(run).toThrow(new HttpError(403, `not your ${kind}`))
    }
  })
})
