// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { ProductBuyBox } from '@/components/product/ProductBuyBox'
import { installLayoutShim, renderWithIntl } from '../intl'
import { optionsFor } from './fixtures'
import product from '@/messages/de/product.json'

const SOLD_OUT_NOTICE = product.soldOutNotice

// What the server renders of a shared, cached page: the query is unknown there, so useSearchParams
// suspends and the buy box falls back to the variant the proxy rewrote the address to.
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useSearchParams: () => {
    throw new Promise(() => {})
  },
}))

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
afterEach(() => cleanup())

// P_01 19,99 (sold out), P_02 24,99, P_03 29,99: the default pick is P_02, the cheapest available.
const OPTIONS = optionsFor(
  'masse',
  [
    ['30x50', '30 × 50 cm'],
    ['50x100', '50 × 100 cm'],
    ['70x140', '70 × 140 cm'],
  ],
  [4, 1, 1],
)
const buyBox = (initialVariant?: string) =>
  renderWithIntl(
    <ProductBuyBox
      productId={5}
      options={OPTIONS}
      initialVariant={initialVariant}
      axis="masse"
      advice={null}
      personalisation={null}
      cart={{ productName: 'Brett', imageSrc: null, gift: false }}
    />,
  )

describe('spec 01 §2 `?variant=`: the server HTML shows the variant the address names', () => {
  it('without a variant, the default pick (spec 01 §4: cheapest available)', () => {
    buyBox()
    expect(screen.getByTestId('buy-box')).toHaveAttribute('data-variant', 'P_02')
  })

  it('a sold-out variant with its own price and the sold-out notice', () => {
    buyBox('P_01')
    const box = screen.getByTestId('buy-box')
    expect(box).toHaveAttribute('data-variant', 'P_01')
    expect(box.textContent?.replace(/\s/g, ' ')).toContain('19,99 €')
    expect(screen.getByText(SOLD_OUT_NOTICE)).toBeInTheDocument()
  })

  it('a dearer available variant, checked in the inline choice', () => {
    buyBox('P_03')
    expect(screen.getByTestId('buy-box')).toHaveAttribute('data-variant', 'P_03')
    expect(screen.getByRole('radio', { name: /70 × 140 cm/ })).toBeChecked()
  })
})
