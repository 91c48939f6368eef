import { describe, expect, it } from 'vitest'
import { FLAVOUR_RULES } from '@/lib/config/flavours'
import type { Flavour } from '@/lib/config/flavours'
import {
  deliveryMessage,
  deliveryTimesVary,
  lateWeeks,
  variantDeliveryMessage,
} from '@/lib/catalog/rules/delivery-time'
import type { DeliveryMessage } from '@/lib/catalog/rules/delivery-time'
import type { Bvc } from '@/lib/catalog/rules/types'
import { variant } from './catalog-fixtures'

const msg = (flavour: Flavour, bvc: Bvc, from: number, to: number, varying = false) =>
  deliveryMessage({ bvc, deliveryDaysFrom: from, deliveryDaysTo: to }, FLAVOUR_RULES[flavour], { varying })

describe('delivery-time message table (spec 01 §4)', () => {
  it.each<[string, Bvc, number, number, DeliveryMessage]>([
    ['preorder: BVC 2 with daysTo 999', 2, 0, 999, { kind: 'preorder' }],
    ['preorder: BVC 2 with daysTo above 999', 2, 30, 1200, { kind: 'preorder' }],
    [
      'BVC 2 with daysTo 998 is late, not preorder',
      2,
      990,
      998,
      { kind: 'late', from: 990, to: 998, weeks: '> 5' },
    ],
    [
      'BVC 1 with daysTo 999 is late, not preorder',
      1,
      999,
      999,
      { kind: 'late', from: 999, to: 999, weeks: '> 5' },
    ],
    ['none: BVC 3', 3, 1, 3, { kind: 'none' }],
    ['none: BVC 3 wins over 0–0 days', 3, 0, 0, { kind: 'none' }],
    ['sold: BVC 4', 4, 1, 3, { kind: 'sold' }],
    ['sold: BVC 4 with daysTo 999', 4, 0, 999, { kind: 'sold' }],
    ['download: 0 to 0 days', 1, 0, 0, { kind: 'download' }],
    ['download: BVC 2 with 0 to 0 days', 2, 0, 0, { kind: 'download' }],
    ['0 to 1 days is instant, not download', 1, 0, 1, { kind: 'instant', from: 0, to: 1 }],
    ['13 days is soon', 1, 10, 13, { kind: 'soon', from: 10, to: 13 }],
    ['14 days is late, 2 weeks', 1, 14, 14, { kind: 'late', from: 14, to: 14, weeks: 2 }],
    ['17 days is 2 weeks (2.43 rounded)', 1, 10, 17, { kind: 'late', from: 10, to: 17, weeks: 2 }],
    ['18 days is 3 weeks (2.57 rounded)', 1, 10, 18, { kind: 'late', from: 10, to: 18, weeks: 3 }],
    ['35 days is 5 weeks', 1, 28, 35, { kind: 'late', from: 28, to: 35, weeks: 5 }],
    ['38 days rounds to 5 weeks', 1, 28, 38, { kind: 'late', from: 28, to: 38, weeks: 5 }],
    ['39 days rounds to 6 weeks: shown as > 5', 1, 28, 39, { kind: 'late', from: 28, to: 39, weeks: '> 5' }],
    ['42 days is 6 weeks: shown as > 5', 1, 42, 42, { kind: 'late', from: 42, to: 42, weeks: '> 5' }],
    ['the slower bound decides a reversed window', 1, 14, 2, { kind: 'late', from: 14, to: 2, weeks: 2 }],
    ['negative days: plain availability', 1, -1, 3, { kind: 'available' }],
    ['non-numeric days: plain availability', 1, Number.NaN, 3, { kind: 'available' }],
  ])('spec 01 §4: %s', (_case, bvc, from, to, expected) => {
    expect(msg('home', bvc, from, to)).toEqual(expected)
    expect(msg('baby', bvc, from, to)).toEqual(expected)
  })

  it.each<[Flavour, number, DeliveryMessage['kind']]>([
    ['baby', 3, 'instant'],
    ['baby', 4, 'soon'],
    ['bm', 3, 'instant'],
    ['bm', 4, 'soon'],
    ['home', 4, 'instant'],
    ['home', 5, 'soon'],
    ['baby', 13, 'soon'],
    ['baby', 14, 'late'],
    ['home', 13, 'soon'],
    ['home', 14, 'late'],
  ])(
    'spec 01 §4: flavour %s, %i days → %s (instant ≤ 3 baby / ≤ 4 others, soon from 4 / 5)',
    (f, days, kind) => {
      expect(msg(f, 1, 1, days).kind).toBe(kind)
    },
  )

  it.each<[number, number | '> 5']>([
    [14, 2],
    [20, 3],
    [31, 4],
    [35, 5],
    [38, 5],
    [39, '> 5'],
    [42, '> 5'],
    [999, '> 5'],
  ])('spec 01 §4: late weeks for %i days = %s', (days, weeks) => {
    expect(lateWeeks(days)).toBe(weeks)
  })

  it.each<[number, DeliveryMessage['kind']]>([
    [2, 'instant'],
    [13, 'soon'],
    [14, 'available'],
    [40, 'available'],
  ])(
    'spec 01 §4: when delivery times vary, %i days → %s (only late turns into plain availability)',
    (to, kind) => {
      expect(msg('home', 1, 1, to, true).kind).toBe(kind)
    },
  )

  it('spec 01 §4: preorder, none, sold and download are unaffected by varying times', () => {
    expect(msg('home', 2, 0, 999, true).kind).toBe('preorder')
    expect(msg('home', 3, 1, 3, true).kind).toBe('none')
    expect(msg('home', 4, 1, 3, true).kind).toBe('sold')
    expect(msg('home', 1, 0, 0, true).kind).toBe('download')
  })

  it('spec 01 §4: a variant’s message reads availability.BVC and KQPRI days', () => {
    expect(variantDeliveryMessage(variant({ bvc: 1, from: 2, to: 4 }), FLAVOUR_RULES.baby)).toEqual({
      kind: 'soon',
      from: 2,
      to: 4,
    })
  })
})

describe('delivery times vary (spec 01 §4 "unless delivery times vary")', () => {
  it.each([
    ['one window', [variant({ from: 14, to: 21 }), variant({ from: 14, to: 21 })], false],
    ['two windows', [variant({ from: 14, to: 21 }), variant({ from: 14, to: 28 })], true],
    ['same daysTo, different daysFrom', [variant({ from: 7, to: 21 }), variant({ from: 14, to: 21 })], true],
    [
      'sold out and undeliverable variants do not count',
      [variant({ to: 21 }), variant({ bvc: 4, to: 3 }), variant({ bvc: 3, to: 5 })],
      false,
    ],
    [
      'a preorder does not count',
      [variant({ from: 14, to: 21 }), variant({ bvc: 2, from: 0, to: 999 })],
      false,
    ],
    ['a single variant', [variant({ to: 30 })], false],
    ['no variants', [], false],
  ])('spec 01 §4: %s → %s', (_case, variants, expected) => {
    expect(deliveryTimesVary(variants)).toBe(expected)
  })
})
