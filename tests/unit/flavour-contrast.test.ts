// Issue 14 item 13: white text on every flavour's accent and primary colour (sale badge, buttons) reaches 4.5:1.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { FLAVOUR_RULES } from '@/lib/config/flavours'

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05)

describe('flavour colours carry white text (WCAG 1.4.3)', () => {
  for (const [flavour, rules] of Object.entries(FLAVOUR_RULES)) {
    it(`${flavour}: accent ${rules.theme.accent} and primary ${rules.theme.primary}`, () => {
      expect(contrastWithWhite(rules.theme.accent)).toBeGreaterThanOrEqual(4.5)
      expect(contrastWithWhite(rules.theme.primary)).toBeGreaterThanOrEqual(4.5)
    })
  }
  it('the default token of globals.css', () => {
    const css = readFileSync('components/app-shell/globals.css', 'utf8')
    const accent = /--color-accent:\s*(#[0-9a-f]{6})/i.exec(css)?.[1] ?? ''
    expect(contrastWithWhite(accent)).toBeGreaterThanOrEqual(4.5)
  })
})
