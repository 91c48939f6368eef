// The flavour colours carry white text (badges, banners, buttons) and are text on the page's light
// surfaces: each needs WCAG 2.2 AA contrast (1.4.3) both ways, in every flavour (spec 01 §1).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FLAVOUR_RULES, FLAVOURS } from '@/lib/config/flavours'
import { AA_TEXT_CONTRAST, contrastRatio } from '@/lib/ui/rules/contrast'

// The light surfaces of components/app-shell/globals.css (--color-surface, --color-surface-alt).
const SURFACES = ['#ffffff', '#f5f6f8']

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#c8553d', '#ffffff', 4.35],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2)
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 2)
  })

  it('refuses what is not #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/not a #rrggbb/)
  })
})

describe.each(FLAVOURS)('theme of the %s flavour', (flavour) => {
  const { primary, accent } = FLAVOUR_RULES[flavour].theme
  it.each(
    SURFACES.flatMap((surface) => [
      ['primary', primary, surface],
      ['accent', accent, surface],
    ]),
  )('%s %s reaches AA against %s', (_name, colour, surface) => {
    expect(contrastRatio(colour, surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST)
  })
})

describe('the default tokens of globals.css (pages outside a market layout)', () => {
  const css = readFileSync('components/app-shell/globals.css', 'utf8')
  it.each(['--color-primary', '--color-accent'])('%s reaches AA against white', (token) => {
    const colour = new RegExp(`${token}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1] ?? ''
    expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST)
  })
})
