import { describe, expect, it } from 'vitest'
import { refusalReason } from '@/lib/basket/rules/refusal'

describe('refusal reasons shown to the shopper (spec 02 §8: add to cart fails → basket.addToCartFailed)', () => {
  it.each([
    { status: 0, message: 'network error', reason: 'network' },
    { status: 404, message: 'variant 7 not found', reason: 'unavailable' },
    { status: 422, message: 'quantity 5 exceeds the available quantity 3', reason: 'unavailable' },
    { status: 422, message: 'at most 99 pieces per line', reason: 'limit' },
    { status: 422, message: 'at most 500 pieces per basket', reason: 'limit' },
    { status: 422, message: 'at most 50 lines per basket', reason: 'limit' },
    { status: 409, message: 'basket item changed: quantity is 2 now', reason: 'unavailable' },
    { status: 400, message: 'invalid request: body.quantity: too small', reason: 'unknown' },
    { status: 403, message: 'not your basket', reason: 'unknown' },
    { status: 500, message: 'internal error', reason: 'unknown' },
  ] as const)('$status "$message" → $reason', ({ status, message, reason }) => {
    expect(refusalReason(status, message)).toBe(reason)
  })
})
