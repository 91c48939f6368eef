import { describe, expect, it } from 'vitest'
import { getMarket } from '@/lib/config'
import {
  isReservable,
  LOW_STOCK_MAX,
  mergeWanted,
  sortByAvailability,
  stockState,
  storeState,
  type StockState,
} from '@/lib/stores/rules/reservation'
import { reserveFormSchema, reserveRequestSchema, storesQuerySchema } from '@/lib/stores/rules/schemas'
import { SEED_STORES, seedStockQuantity } from '@/lib/stores/server/seed/stores'

// Click and reserve where the market enables it (spec 02 §3 shop options: clickAndReserve).
describe('stockState: can the branch put the wanted pieces aside?', () => {
  it.each<[number, number, StockState]>([
    [0, 1, 'none'],
    [2, 3, 'none'],
    [1, 1, 'low'],
    [LOW_STOCK_MAX, 1, 'low'],
    [LOW_STOCK_MAX, LOW_STOCK_MAX, 'low'],
    [LOW_STOCK_MAX + 1, 1, 'available'],
    [10, 10, 'available'],
    [10, 11, 'none'],
    [5, 0, 'none'],
  ])('%i on the shelf, %i wanted → %s', (stock, wanted, state) => {
    expect(stockState(stock, wanted)).toBe(state)
  })

  it('only "none" cannot be reserved', () => {
    expect([isReservable('available'), isReservable('low'), isReservable('none')]).toEqual([
      true,
      true,
      false,
    ])
  })
})

describe('storeState: the worst basket line decides', () => {
  it.each<[Record<string, number>, Array<{ variantId: number; quantity: number }>, StockState]>([
    [
      { 1: 9, 2: 9 },
      [
        { variantId: 1, quantity: 1 },
        { variantId: 2, quantity: 2 },
      ],
      'available',
    ],
    [
      { 1: 9, 2: 2 },
      [
        { variantId: 1, quantity: 1 },
        { variantId: 2, quantity: 2 },
      ],
      'low',
    ],
    [
      { 1: 9 },
      [
        { variantId: 1, quantity: 1 },
        { variantId: 2, quantity: 1 },
      ],
      'none',
    ],
    [{ 1: 9 }, [], 'none'],
  ])('%j for %j → %s', (stock, wanted, state) => {
    expect(storeState(stock, wanted)).toBe(state)
  })

  it('adds up lines of the same variant before comparing', () => {
    expect(
      mergeWanted([
        { variantId: 1, quantity: 2 },
        { variantId: 2, quantity: 1 },
        { variantId: 1, quantity: 3 },
      ]),
    ).toEqual([
      { variantId: 1, quantity: 5 },
      { variantId: 2, quantity: 1 },
    ])
  })
})

describe('sortByAvailability', () => {
  it('puts reservable branches first, few-left next, then the rest, by name within each', () => {
    const stores = [
      { name: 'Wien', state: 'none' as const },
      { name: 'Köln', state: 'low' as const },
      { name: 'München', state: 'available' as const },
      { name: 'Berlin', state: 'available' as const },
      { name: 'Aachen', state: 'none' as const },
    ]
    expect(sortByAvailability(stores).map((s) => s.name)).toEqual([
      'Berlin',
      'München',
      'Köln',
      'Aachen',
      'Wien',
    ])
  })
})

describe('schemas', () => {
  it('parses variantIds as distinct ids and names bad input', () => {
    expect(storesQuerySchema.parse({ locale: 'de', variantIds: '3,12' })).toEqual({
      locale: 'de',
      variantIds: [3, 12],
    })
    for (const variantIds of ['', 'a', '1,,2', '0', '1,1', '-1']) {
      expect(storesQuerySchema.safeParse({ locale: 'de', variantIds }).success, variantIds).toBe(false)
    }
    expect(storesQuerySchema.safeParse({ locale: 'en', variantIds: '1' }).success).toBe(false)
  })

  it('lowercases the email and answers error keys for the form', () => {
    expect(reserveFormSchema.parse({ name: ' Anna ', email: ' Anna@Example.DE ' })).toEqual({
      name: 'Anna',
      email: 'anna@example.de',
    })
    const result = reserveFormSchema.safeParse({ name: '', email: 'anna@' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'required'],
      ['email', 'email'],
    ])
  })

  it('refuses a request naming a variant twice, no line, or a quantity out of range', () => {
    const base = { storeId: 101, name: 'Anna', email: 'a@b.de', locale: 'de' }
    expect(reserveRequestSchema.safeParse({ ...base, items: [{ variantId: 1, quantity: 1 }] }).success).toBe(
      true,
    )
    for (const items of [
      [],
      [
        { variantId: 1, quantity: 1 },
        { variantId: 1, quantity: 2 },
      ],
      [{ variantId: 1, quantity: 0 }],
      [{ variantId: 1, quantity: 100 }],
    ]) {
      expect(reserveRequestSchema.safeParse({ ...base, items }).success, JSON.stringify(items)).toBe(false)
    }
  })
})

describe('seed stores', () => {
  it('cover exactly the markets with click and reserve, each with a branch without goods', () => {
    const markets = [...new Set(SEED_STORES.map((s) => s.market))].sort()
    expect(markets).toEqual(['de-at', 'de-de'])
    for (const code of markets) {
      expect(getMarket(code as 'de-de').options.clickAndReserve).toBe(true)
      expect(SEED_STORES.some((s) => s.market === code && !s.stocked)).toBe(true)
    }
    expect(new Set(SEED_STORES.map((s) => s.id)).size).toBe(SEED_STORES.length)
  })

  it('stock is a fixed 0–10 per store and variant, with gaps', () => {
    const values = Array.from({ length: 200 }, (_, v) => seedStockQuantity(101, v + 1))
    expect(Math.min(...values)).toBe(0)
    expect(Math.max(...values)).toBe(10)
    expect(seedStockQuantity(101, 42)).toBe(seedStockQuantity(101, 42))
  })
})
