import { describe, expect, it } from 'vitest'
import { colourDots } from '@/lib/catalog/rules/colour-dots'
import {
  MEHRFARBIG_QUADRANTS,
  PALETTE,
  PALETTE_NAMES,
  colourHex,
  isPaletteColour,
} from '@/lib/catalog/rules/palette'

describe('colour palette (spec 02 §3)', () => {
  it('spec 02 §3: exactly 26 named colours, the listed ones plus four quadrant colours', () => {
    expect(PALETTE_NAMES).toHaveLength(26)
    const named = [
      'schwarz',
      'grau',
      'gruen',
      'braun',
      'beige',
      'blau',
      'gelb',
      'rot',
      'orange',
      'rosa',
      'weiss',
      'hellblau',
      'mehrfarbig',
      'natur',
      'denim',
      'tuerkis',
      'gold',
      'khaki',
      'pink',
      'lila',
      'silber',
      'transparent',
    ]
    expect([...PALETTE_NAMES].sort()).toEqual([...named, ...MEHRFARBIG_QUADRANTS].sort())
  })

  it('spec 02 §3: every colour maps to a hex value', () => {
    for (const hex of Object.values(PALETTE)) expect(hex).toMatch(/^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/)
    expect(colourHex('rot')).toBe(PALETTE.rot)
    expect(colourHex('violett')).toBeUndefined()
    expect(isPaletteColour('toString')).toBe(false)
  })
})

describe('colour dots on cards (spec 02 §5)', () => {
  it.each<[string, string[][], number | null, number]>([
    ['no sets', [], null, 0],
    ['one known set: no dots', [['rot']], null, 0],
    ['two known sets: dots', [['rot'], ['blau']], 2, 0],
    ['a set with an unknown colour is left out', [['rot'], ['blau', 'violett']], null, 0],
    ['unknown sets do not count towards "more than one"', [['rot'], ['violett'], ['gruen']], 2, 0],
    ['an empty set is left out', [['rot'], []], null, 0],
    [
      'multi-colour sets count when all colours are known',
      [
        ['rot', 'weiss'],
        ['schwarz', 'gold'],
      ],
      2,
      0,
    ],
    ['5 sets: all shown, no +N', [['rot'], ['blau'], ['gelb'], ['gruen'], ['grau']], 5, 0],
    ['6 sets: 5 shown plus +1', [['rot'], ['blau'], ['gelb'], ['gruen'], ['grau'], ['pink']], 5, 1],
    [
      '8 sets: 5 shown plus +3',
      [['rot'], ['blau'], ['gelb'], ['gruen'], ['grau'], ['pink'], ['lila'], ['gold']],
      5,
      3,
    ],
    ['codes compared trimmed and lowercased', [[' Rot '], ['BLAU']], 2, 0],
  ])('spec 02 §5: %s', (_case, sets, shown, more) => {
    const dots = colourDots(sets)
    expect(dots?.dots.length ?? null).toBe(shown)
    expect(dots?.more ?? 0).toBe(more)
  })

  it('spec 02 §5: dots keep catalog order and carry the palette hex', () => {
    expect(colourDots([['weiss', 'rot'], ['violett'], ['schwarz']])).toEqual({
      dots: [
        {
          colours: [
            { name: 'weiss', hex: PALETTE.weiss },
            { name: 'rot', hex: PALETTE.rot },
          ],
        },
        { colours: [{ name: 'schwarz', hex: PALETTE.schwarz }] },
      ],
      more: 0,
    })
  })
})
