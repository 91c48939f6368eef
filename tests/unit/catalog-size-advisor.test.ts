import { describe, expect, it } from 'vitest'
import {
  ageForBodyLength,
  clothingRow,
  dimensionsRow,
  diameterRow,
  screenRow,
  sizeAdvice,
  sleepingBagRow,
  SIZE_ADVISOR_NAME,
} from '@/lib/catalog/rules/view/size-advisor'

const opts = (key: string, ...values: Array<[string, string]>) =>
  values.map(([value, label]) => ({ values: [{ key, value, label }] }))

describe('size advisor (spec 01 §9 attribute advisor groessenberater, spec 02 §2 product attribute advisor)', () => {
  it('is the groessenberater of spec 01 §9', () => {
    expect(SIZE_ADVISOR_NAME).toBe('groessenberater')
  })

  it.each([
    [50, { from: 0, to: 1 }],
    [56, { from: 1, to: 2 }],
    [57, { from: 2, to: 4 }],
    [68, { from: 4, to: 6 }],
    [104, { from: 36, to: 48 }],
    [200, null],
  ])('a child of %i cm is usually %o months old', (cm, age) => {
    expect(ageForBodyLength(cm)).toEqual(age)
  })

  it.each([
    ['50/56', { bodyFrom: 45, bodyTo: 56, ageFrom: 0, ageTo: 2 }],
    ['62/68', { bodyFrom: 57, bodyTo: 68, ageFrom: 2, ageTo: 6 }],
    ['98/104', { bodyFrom: 93, bodyTo: 104, ageFrom: 24, ageTo: 48 }],
    ['74', { bodyFrom: 69, bodyTo: 74, ageFrom: 6, ageTo: 9 }],
  ])('double size %s (doppelgroesse) fits %o', (value, expected) => {
    expect(clothingRow(value, value)).toMatchObject({ value, ...expected })
  })

  it.each(['M', '62/', '', '300'])('no clothing advice for %j', (value) => {
    expect(clothingRow(value, value)).toBeNull()
  })

  it.each([
    ['70', { bodyFrom: 50, bodyTo: 68, ageFrom: 0, ageTo: 6 }],
    ['90', { bodyFrom: 70, bodyTo: 88, ageFrom: 6, ageTo: 24 }],
    ['110', { bodyFrom: 90, bodyTo: 108, ageFrom: 18, ageTo: 60 }],
  ])('sleeping bag %s cm (asGro) fits %o', (value, expected) => {
    expect(sleepingBagRow(value, `${value} cm`)).toMatchObject(expected)
  })

  it('dimensions give width, length and area in m²', () => {
    expect(dimensionsRow('135x200', '135 × 200 cm')).toMatchObject({
      widthCm: 135,
      lengthCm: 200,
      areaM2: 2.7,
    })
    expect(dimensionsRow('30x50', '30 × 50 cm')).toMatchObject({ areaM2: 0.15 })
    expect(dimensionsRow('0x50', '')).toBeNull()
    expect(dimensionsRow('500ml', '500 ml')).toBeNull()
  })

  it('diameters and screen sizes', () => {
    expect(diameterRow('d20', 'Ø 20 cm')).toMatchObject({ diameterCm: 20 })
    expect(screenRow('55', '55 Zoll')).toMatchObject({
      inches: 55,
      diagonalCm: 140,
      distanceFromCm: 210,
      distanceToCm: 350,
    })
    // Whole numbers are inches only when the label says so.
    expect(screenRow('55', '55 cm')).toBeNull()
  })

  it('advises on the axis the variants differ by, for every size or not at all', () => {
    expect(
      sizeAdvice('doppelgroesse', opts('doppelgroesse', ['50/56', '50/56'], ['62/68', '62/68'])),
    ).toMatchObject({
      kind: 'clothing',
      rows: [{ value: '50/56' }, { value: '62/68' }],
    })
    expect(sizeAdvice('asGro', opts('asGro', ['70', '70 cm'], ['90', '90 cm']))?.kind).toBe('sleepingBag')
    expect(sizeAdvice('masse', opts('masse', ['135x200', 'a'], ['155x220', 'b']))?.kind).toBe('dimensions')
    expect(sizeAdvice('masse', opts('masse', ['d16', 'a'], ['d20', 'b']))?.kind).toBe('diameter')
    expect(sizeAdvice('masse', opts('masse', ['43', '43 Zoll'], ['55', '55 Zoll']))?.kind).toBe('screen')
    // Volumes are no sizes; a mixed list is not advised on; other attributes have no advisor.
    expect(sizeAdvice('masse', opts('masse', ['500ml', '500 ml'], ['1l', '1 l']))).toBeNull()
    expect(sizeAdvice('masse', opts('masse', ['135x200', 'a'], ['5l', '5 l']))).toBeNull()
    expect(
      sizeAdvice('auswahlWalz', opts('auswahlWalz', ['links', 'Links'], ['rechts', 'Rechts'])),
    ).toBeNull()
    expect(sizeAdvice(null, opts('masse', ['135x200', 'a'], ['155x220', 'b']))).toBeNull()
    expect(sizeAdvice('masse', opts('masse', ['135x200', 'a']))).toBeNull()
  })

  it('one row per size when variants repeat a size', () => {
    const advice = sizeAdvice('masse', opts('masse', ['40x40', 'a'], ['40x40', 'a'], ['50x50', 'b']))
    expect(advice?.rows).toHaveLength(2)
  })
})
