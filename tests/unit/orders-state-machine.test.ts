import { describe, expect, it } from 'vitest'
import {
  eventOfPaymentStatus,
  initialState,
  isCancellable,
  nextState,
  ORDER_STATES,
  releasesGoods,
  restoresBasket,
  type OrderEvent,
  type OrderState,
} from '@/lib/orders/rules/state-machine'

/**
 * Issue 11 item 5: "an explicit order state machine (pending payment → paid → shipped / cancelled;
 * payment failed → basket restored) whose transitions are table-tested"; expired is handled like failed;
 * offline methods: invoice and cash on delivery confirmed at once, prepayment awaits the transfer.
 */
const EVENTS: OrderEvent[] = [
  'payment_paid',
  'payment_failed',
  'payment_canceled',
  'payment_expired',
  'transfer_received',
  'ship',
  'cancel',
]

// Every allowed transition; everything else must be refused.
const ALLOWED: [OrderState, OrderEvent, OrderState][] = [
  ['pending_payment', 'payment_paid', 'paid'],
  ['pending_payment', 'payment_failed', 'payment_failed'],
  ['pending_payment', 'payment_canceled', 'payment_failed'],
  ['pending_payment', 'payment_expired', 'payment_failed'],
  ['pending_payment', 'cancel', 'cancelled'],
  ['awaiting_transfer', 'transfer_received', 'paid'],
  ['awaiting_transfer', 'payment_expired', 'payment_failed'],
  ['awaiting_transfer', 'cancel', 'cancelled'],
  ['paid', 'ship', 'shipped'],
  ['paid', 'cancel', 'cancelled'],
  ['confirmed', 'ship', 'shipped'],
  ['confirmed', 'cancel', 'cancelled'],
]

describe('order state machine (issue 11 item 5)', () => {
  it.each(ALLOWED)('%s + %s → %s', (from, event, to) => {
    expect(nextState(from, event)).toBe(to)
  })

  const refused = ORDER_STATES.flatMap((state) =>
    EVENTS.filter((event) => !ALLOWED.some(([s, e]) => s === state && e === event)).map(
      (event) => [state, event] as const,
    ),
  )
  it.each(refused)('%s + %s is refused (changes nothing)', (state, event) => {
    expect(nextState(state, event)).toBeNull()
  })

  it('a paid webhook twice: the second finds nothing to do', () => {
    const once = nextState('pending_payment', 'payment_paid')!
    expect(nextState(once, 'payment_paid')).toBeNull()
  })

  it.each([
    ['KK', 1000, 'pending_payment'],
    ['PP', 1000, 'pending_payment'],
    ['IL', 1000, 'pending_payment'],
    ['RE', 1000, 'confirmed'],
    ['NN', 1000, 'confirmed'],
    ['V', 1000, 'awaiting_transfer'],
    ['G', 0, 'paid'],
    ['KK', 0, 'paid'],
  ] as const)('a new order paid by %s with %i cents payable starts %s', (method, payable, state) => {
    expect(initialState(method, payable)).toBe(state)
  })

  it.each([
    ['paid', 'payment_paid'],
    ['authorized', 'payment_paid'],
    ['failed', 'payment_failed'],
    ['canceled', 'payment_canceled'],
    ['expired', 'payment_expired'],
    ['open', null],
    ['pending', null],
    ['refunded', null],
  ] as const)('payment status %s is the event %s', (status, event) => {
    expect(eventOfPaymentStatus(status)).toBe(event)
  })

  it.each([
    ['payment_failed', true, true],
    ['cancelled', true, false],
    ['paid', false, false],
    ['shipped', false, false],
  ] as const)('entering %s releases goods: %s, restores the basket: %s', (state, release, basket) => {
    expect(releasesGoods(state)).toBe(release)
    expect(restoresBasket(state)).toBe(basket)
  })

  it.each([
    ['pending_payment', true],
    ['paid', true],
    ['confirmed', true],
    ['awaiting_transfer', true],
    ['shipped', false],
    ['payment_failed', false],
    ['cancelled', false],
  ] as const)('cancel is offered in %s: %s', (state, offered) => {
    expect(isCancellable(state)).toBe(offered)
  })
})
