// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { PriceBlock } from '@/components/catalog/PriceBlock'
import { formatPriceRange, priceDisplay } from '@/lib/catalog/rules'
import { renderWithIntl } from '../intl'
import { plain, variant } from '../../unit/catalog-fixtures'

afterEach(cleanup)

const format = { locale: 'de-DE', currency: 'EUR' as const }
const current = () => plain(screen.getByTestId('price-current').textContent ?? '')

describe('price block with a range (spec 01 §9: a price range is shown without decimals)', () => {
  const cheap = variant({ cents: 999, price: { recommendedRetailPrice: 1999 } })
  const display = priceDisplay(cheap, { locale: 'de-DE', variants: [cheap, variant({ cents: 2001 })] })

  it('shows the whole-unit range instead of one variant’s price and its crossed-out price', () => {
    renderWithIntl(<PriceBlock display={display} range={formatPriceRange(999, 2001, format)} />)
    expect(current()).toBe('9 € – 21 €')
    expect(screen.queryByText(/UVP/)).toBeNull()
  })

  it('without a range keeps the price with its sale', () => {
    renderWithIntl(<PriceBlock display={display} />)
    expect(current()).toBe('ab 9,99 €')
    expect(screen.getByText(/UVP/)).toBeInTheDocument()
  })

  it('one price in a "range" is shown as the price', () => {
    renderWithIntl(<PriceBlock display={display} range={formatPriceRange(999, 999, format)} />)
    expect(current()).toBe('ab 9,99 €')
  })
})
