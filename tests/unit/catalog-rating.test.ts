import { describe, expect, it } from 'vitest'
import { clampRating, ratingStars, readRating } from '@/lib/catalog/rules/rating'
import type { Attributes } from '@/lib/catalog/rules/types'

const attrs = (average: string | undefined, count: string | undefined): Attributes => ({
  ...(average === undefined ? {} : { durchschnittBewertungen: { value: 'x', label: average } }),
  ...(count === undefined ? {} : { anzahlBewertungen: { value: count, label: `${count} Bewertungen` } }),
})

describe('rating stars (spec 02 §5)', () => {
  it.each<[number, number[]]>([
    [3.4, [1, 1, 1, 0.4, 0]],
    [0, [0, 0, 0, 0, 0]],
    [5, [1, 1, 1, 1, 1]],
    [4.5, [1, 1, 1, 1, 0.5]],
    [0.25, [0.25, 0, 0, 0, 0]],
    [2, [1, 1, 0, 0, 0]],
    [4.99, [1, 1, 1, 1, 0.99]],
    [7, [1, 1, 1, 1, 1]],
    [-1, [0, 0, 0, 0, 0]],
    [Number.NaN, [0, 0, 0, 0, 0]],
  ])('spec 02 §5: rating %d → stars %o', (value, stars) => {
    expect(ratingStars(value)).toEqual(stars)
  })

  it.each([
    [6, 5],
    [-0.5, 0],
    [3.7, 3.7],
    [Number.POSITIVE_INFINITY, 0],
  ])('spec 02 §5: rating %d clamps to %d', (value, clamped) => {
    expect(clampRating(value)).toBe(clamped)
  })
})

describe('rating attributes (spec 02 §3)', () => {
  it.each<[string, Attributes, { value: number; quantity: number } | null]>([
    ['average label with a dot', attrs('4.3', '12'), { value: 4.3, quantity: 12 }],
    ['average label with a comma', attrs('4,3', '12'), { value: 4.3, quantity: 12 }],
    ['an average above 5 clamps', attrs('5.5', '3'), { value: 5, quantity: 3 }],
    ['no reviews counted', attrs('4.3', '0'), null],
    ['no count attribute', attrs('4.3', undefined), null],
    ['no average attribute', attrs(undefined, '12'), null],
    ['an unreadable average', attrs('gut', '12'), null],
    ['no attributes', {}, null],
  ])('spec 02 §3: %s', (_case, attributes, rating) => {
    expect(readRating(attributes)).toEqual(rating)
  })
})
