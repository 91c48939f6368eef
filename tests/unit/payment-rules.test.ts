/**
 * The embedded payment service's rules (issue 11 item 4): card checks and test numbers, the decision
 * table with its authorise-only methods and expiry, and the webhook signature header.
 */
import { describe, expect, it } from 'vitest'
import { cardOutcome, cardProblems, isValidExpiry, passesLuhn } from '@/lib/payment/rules/cards'
import { isExpired, nextPaymentStatus, paymentPageKind } from '@/lib/payment/rules/decisions'
import { isFresh, parseSignatureHeader } from '@/lib/payment/rules/signature'

const NOW = new Date('2026-11-28T10:00:00Z')

describe('cards', () => {
  it.each([
    ['4242424242424242', true],
    ['4242 4242 4242 4241', false],
    ['4000000000000002', true],
    ['1234', false],
    ['abcd efgh ijkl mnop', false],
  ])('Luhn of %s is %s', (number, valid) => {
    expect(passesLuhn(number.replace(/ /g, ''))).toBe(valid)
  })

  it.each([
    ['11/26', true],
    ['10/26', false],
    ['12/30', true],
    ['13/27', false],
    ['1/27', false],
  ])('expiry %s valid on 2026-11-28: %s', (value, valid) => {
    expect(isValidExpiry(value, NOW)).toBe(valid)
  })

  it.each([
    ['4242 4242 4242 4242', 'approve'],
    ['4000 0000 0000 0002', 'decline'],
    ['4000-0000-0000-3220', 'challenge'],
    ['5105105105105100', 'approve'],
  ] as const)('test number %s is %s', (number, outcome) => {
    expect(cardOutcome(number)).toBe(outcome)
  })

  it('names every field in question, in form order', () => {
    expect(cardProblems({ holder: 'A', number: '4242', expiry: '01/20', cvc: '12' }, NOW)).toEqual([
      'holder',
      'number',
      'expiry',
      'cvc',
    ])
    expect(
      cardProblems({ holder: 'Ada L', number: '4242 4242 4242 4242', expiry: '12/27', cvc: '123' }, NOW),
    ).toEqual([])
  })
})

describe('decisions', () => {
  it.each([
    ['open', 'approve', 'KK', 'paid'],
    ['open', 'approve', 'KC', 'authorized'],
    ['open', 'approve', 'KD', 'authorized'],
    ['open', 'decline', 'KK', 'failed'],
    ['open', 'challenge', 'KK', 'pending'],
    ['pending', 'pass-challenge', 'KK', 'paid'],
    ['pending', 'fail-challenge', 'KK', 'failed'],
    ['open', 'cancel', 'PP', 'canceled'],
    ['open', 'fail', 'TW', 'failed'],
    ['authorized', 'capture', 'KC', 'paid'],
    ['authorized', 'void', 'KC', 'canceled'],
    ['paid', 'refund', 'PP', 'refunded'],
    ['paid', 'approve', 'KK', null],
    ['failed', 'approve', 'KK', null],
    ['canceled', 'pass-challenge', 'KK', null],
    ['paid', 'cancel', 'PP', null],
    ['expired', 'approve', 'IL', null],
  ] as const)('%s --%s (%s)--> %s', (from, action, method, to) => {
    expect(nextPaymentStatus(from, action, method)).toBe(to)
  })

  it('expires an open or challenged payment after 30 minutes, never a decided one', () => {
    const created = new Date(NOW.getTime() - 30 * 60_000)
    expect(isExpired('open', created, NOW)).toBe(true)
    expect(isExpired('pending', created, NOW)).toBe(true)
    expect(isExpired('open', new Date(NOW.getTime() - 29 * 60_000), NOW)).toBe(false)
    expect(isExpired('paid', created, NOW)).toBe(false)
  })

  it.each([
    ['KK', 'card'],
    ['AP', 'wallet'],
    ['PP', 'redirect'],
    ['IL', 'redirect'],
    ['KN', 'redirect'],
  ] as const)('%s pays on a %s page', (method, kind) => {
    expect(paymentPageKind(method)).toBe(kind)
  })
})

describe('webhook signature header', () => {
  const v1 = 'a'.repeat(64)
  it.each([
    [`t=1700000000,v1=${v1}`, { timestamp: 1700000000, v1 }],
    [`v1=${v1}, t=1700000000`, { timestamp: 1700000000, v1 }],
    [`t=abc,v1=${v1}`, null],
    ['t=1700000000,v1=short', null],
    ['', null],
  ])('%j parses to %j', (header, parsed) => {
    expect(parseSignatureHeader(header)).toEqual(parsed)
  })

  it('is fresh within five minutes either way', () => {
    const t = NOW.getTime() / 1000
    expect(isFresh(t - 300, NOW)).toBe(true)
    expect(isFresh(t - 301, NOW)).toBe(false)
    expect(isFresh(t + 301, NOW)).toBe(false)
  })
})
