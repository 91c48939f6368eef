import { describe, expect, it } from 'vitest'
import { groupingSortKey, sortByGrouping } from '@/lib/catalog/rules/grouping-sort'
import type { Bvc } from '@/lib/catalog/rules/types'
import { variant } from './catalog-fixtures'

const key = (bvc: Bvc, from: number, to: number) =>
  groupingSortKey({ bvc, deliveryDaysFrom: from, deliveryDaysTo: to })

describe('grouping sort of variants (spec 01 §4)', () => {
  it.each<[string, Bvc, number, number, number]>([
    ['BVC 3 sorts by 999 × 3', 3, 1, 3, 2997],
    ['BVC 4 sorts by 999 × 4', 4, 1, 3, 3996],
    ['BVC 4 ignores its days', 4, 60, 60, 3996],
    ['download, 0 days', 1, 0, 0, 0],
    ['3 days sorts by days', 1, 1, 3, 3],
    ['13 days sorts by days', 1, 10, 13, 13],
    ['14 days: 2 weeks × 5', 1, 14, 14, 10],
    ['18 days: 3 weeks (rounded) × 5', 1, 14, 18, 15],
    ['35 days: 5 weeks × 5', 1, 35, 35, 25],
    ['42 days: 6 weeks × 5', 1, 42, 42, 30],
    ['49 days: weeks capped at 6', 1, 49, 49, 30],
    ['preorder, 999 days: capped at 6 weeks', 2, 0, 999, 30],
  ])('spec 01 §4: %s → %i', (_case, bvc, from, to, expected) => {
    expect(key(bvc, from, to)).toBe(expected)
  })

  it('spec 01 §4: sorting puts short deliveries first, then weeks, then no delivery time, then sold out', () => {
    const sold = variant({ id: 1, bvc: 4 })
    const none = variant({ id: 2, bvc: 3 })
    const sixWeeks = variant({ id: 3, from: 40, to: 45 })
    const twoWeeks = variant({ id: 4, from: 14, to: 14 })
    const thirteen = variant({ id: 5, from: 10, to: 13 })
    const three = variant({ id: 6, from: 1, to: 3 })
    const download = variant({ id: 7, from: 0, to: 0 })
    const sorted = sortByGrouping([sold, none, sixWeeks, thirteen, twoWeeks, three, download])
    // ×5 counts weeks in working days: 14 days (key 10) sorts before 13 days (key 13), as the spec says.
    expect(sorted.map((v) => v.id)).toEqual([7, 6, 4, 5, 3, 2, 1])
  })

  it('spec 01 §4: equal keys keep catalog order and the input is not changed', () => {
    const first = variant({ id: 21, from: 2, to: 5 })
    const second = variant({ id: 22, from: 5, to: 5 })
    const input = [first, second]
    expect(sortByGrouping(input)).toEqual([first, second])
    expect(sortByGrouping([second, first])).toEqual([second, first])
    expect(input).toEqual([first, second])
  })
})
