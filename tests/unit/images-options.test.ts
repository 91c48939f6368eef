import { describe, expect, it } from 'vitest'
import { sanitizeImageFilters, sanitizeImageOptions } from '@/lib/images/options'

describe('image options within the rules (spec 01 §5, spec 02 §5): dropped, never clamped', () => {
  // Spec 01 says "within 0 to 100", spec 02 "0 to 100 exclusive": the exclusive reading applies,
  // so both edges are dropped and the values next to them kept.
  it.each(['blur', 'quality', 'brightness'] as const)(
    '%s: edges 0 and 100 are dropped, 1 and 99 kept',
    (name) => {
      expect(sanitizeImageFilters({ [name]: 0 })).toEqual({})
      expect(sanitizeImageFilters({ [name]: 100 })).toEqual({})
      expect(sanitizeImageFilters({ [name]: 1 })).toEqual({ [name]: 1 })
      expect(sanitizeImageFilters({ [name]: 99 })).toEqual({ [name]: 99 })
    },
  )

  it.each<[string, unknown]>([
    ['negative', -5],
    ['above 100', 150],
    ['fraction', 50.5],
    ['numeric string', '50'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['null', null],
    ['object', { valueOf: () => 50 }],
  ])('%s values are dropped', (_, value) => {
    expect(sanitizeImageFilters({ blur: value, quality: value, brightness: value })).toEqual({})
  })

  it.each([
    ['webp', { format: 'webp' }],
    ['png', { format: 'png' }],
    ['jpeg', { format: 'jpeg' }],
    ['jpg', {}],
    ['gif', {}],
    ['avif', {}],
    ['WEBP', {}],
    ['svg', {}],
  ])('format %s', (format, expected) => {
    expect(sanitizeImageFilters({ format })).toEqual(expected)
  })

  it.each<[unknown, object]>([
    [90, { rotate: 90 }],
    [180, { rotate: 180 }],
    [270, { rotate: 270 }],
    [0, {}],
    [45, {}],
    [360, {}],
    [-90, {}],
    ['90', {}],
  ])('rotate %j', (rotate, expected) => {
    expect(sanitizeImageFilters({ rotate })).toEqual(expected)
  })

  it('keeps the valid filters of a mixed set', () => {
    expect(
      sanitizeImageFilters({
        blur: 5,
        quality: 100,
        brightness: 40,
        format: 'gif',
        rotate: 180,
        fill: 'red',
      }),
    ).toEqual({ blur: 5, brightness: 40, rotate: 180 })
  })

  it.each([null, undefined, 'blur(5)', 42, [1, 2]])('non-objects give no filters (%j)', (raw) => {
    expect(sanitizeImageFilters(raw)).toEqual({})
  })

  it('image options: positive whole dimensions up to 4000 and the valid filters', () => {
    expect(
      sanitizeImageOptions({ width: 800, height: 600, filters: { quality: 80, format: 'png' } }),
    ).toEqual({
      width: 800,
      height: 600,
      filters: { quality: 80, format: 'png' },
    })
    expect(sanitizeImageOptions({ width: 0, height: -1, filters: { quality: 0 } })).toEqual({})
    expect(sanitizeImageOptions({ width: 4001, height: 10.5 })).toEqual({})
    expect(sanitizeImageOptions({ width: 4000 })).toEqual({ width: 4000 })
    expect(sanitizeImageOptions('wide')).toEqual({})
  })
})
