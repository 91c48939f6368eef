import { describe, expect, it } from 'vitest'
import { numberFormat } from '@/lib/i18n/number-format'

describe('numberFormat: one Intl.NumberFormat per locale and options', () => {
  it('formats as Intl.NumberFormat does, per locale', () => {
    expect(numberFormat('de-DE', { maximumFractionDigits: 1 }).format(4.25)).toBe('4,3')
    expect(numberFormat('fr-CH', { maximumFractionDigits: 1 }).format(1234.5)).toBe(
      new Intl.NumberFormat('fr-CH', { maximumFractionDigits: 1 }).format(1234.5),
    )
  })

  it('hands out the same formatter for the same locale and options, another one otherwise', () => {
    const one = numberFormat('de-CH', { maximumFractionDigits: 3 })
    expect(numberFormat('de-CH', { maximumFractionDigits: 3 })).toBe(one)
    expect(numberFormat('de-DE', { maximumFractionDigits: 3 })).not.toBe(one)
    expect(numberFormat('de-CH', { maximumFractionDigits: 1 })).not.toBe(one)
  })
})
