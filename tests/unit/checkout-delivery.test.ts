import { describe, expect, it } from 'vitest'
import { addBusinessDays, deliveryEstimate, localDate } from '@/lib/checkout/rules/delivery'

// 2026-03-06 is a Friday.
const friday = new Date('2026-03-06T10:15:00Z')
const days = (deliveryDaysFrom: number, deliveryDaysTo: number) => ({ deliveryDaysFrom, deliveryDaysTo })

describe('business days (issue 11 item 2: delivery estimate, weekends skipped)', () => {
  it.each([
    ['2026-03-06', 0, '2026-03-06'],
    ['2026-03-06', 1, '2026-03-09'],
    ['2026-03-06', 5, '2026-03-13'],
    ['2026-03-07', 1, '2026-03-09'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-03-02', 4, '2026-03-06'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-27', 2, '2026-03-31'],
  ])('%s + %i business days = %s', (date, n, expected) => expect(addBusinessDays(date, n)).toBe(expected))
})

describe('delivery estimate of an order (spec 01 §4 delivery days, spec 01 §1 timezones)', () => {
  it.each([
    ['one line', [days(2, 3)], { from: '2026-03-10', to: '2026-03-11' }],
    ['the slowest line decides', [days(1, 2), days(3, 5)], { from: '2026-03-11', to: '2026-03-13' }],
    ['from and to of different lines', [days(4, 4), days(1, 6)], { from: '2026-03-12', to: '2026-03-16' }],
    ['reversed data read as its bounds', [days(5, 3)], { from: '2026-03-11', to: '2026-03-13' }],
    ['downloads do not count', [days(0, 0), days(1, 2)], { from: '2026-03-09', to: '2026-03-10' }],
  ])('%s', (_name, lines, expected) => {
    expect(deliveryEstimate(lines, friday, 'Europe/Berlin')).toEqual(expected)
  })

  it.each([
    ['only downloads', [days(0, 0)]],
    ['a preorder (999 days)', [days(1, 2), days(0, 999)]],
    ['negative days', [days(-1, 2)]],
    ['no lines', []],
  ])('no estimate: %s', (_name, lines) => {
    expect(deliveryEstimate(lines, friday, 'Europe/Berlin')).toBeNull()
  })

  it('counts from the day in the market timezone, not UTC', () => {
    // Thursday 23:30 UTC is already Friday in Berlin and Zurich.
    const late = new Date('2026-03-05T23:30:00Z')
    expect(localDate(late, 'Europe/Berlin')).toBe('2026-03-06')
    expect(localDate(late, 'UTC')).toBe('2026-03-05')
    expect(deliveryEstimate([days(1, 1)], late, 'Europe/Zurich')).toEqual({
      from: '2026-03-09',
      to: '2026-03-09',
    })
    expect(deliveryEstimate([days(1, 1)], late, 'UTC')).toEqual({ from: '2026-03-06', to: '2026-03-06' })
  })
})
