// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen } from '@testing-library/react'
import { ProductBuyBox } from '@/components/product/ProductBuyBox'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { useAddToCartRequestStore, takeAddToCartRequest } from '@/lib/ui/client/product-add-to-cart'
import { installLayoutShim, renderWithIntl } from '../intl'
import { optionsFor } from './fixtures'

let query = new URLSearchParams()
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useSearchParams: () => query,
}))

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
afterEach(() => {
  act(() => {
    useDialogStore.setState({ stack: [] })
    useAddToCartRequestStore.setState({ productId: null })
  })
  cleanup()
  window.history.replaceState(null, '', '/')
})

const SIZES = optionsFor('masse', [
  ['30x50', '30 × 50 cm'],
  ['50x100', '50 × 100 cm'],
  ['70x140', '70 × 140 cm'],
  ['100x150', '100 × 150 cm'],
])
const stack = () => useDialogStore.getState().stack.map((e) => e.kind)

describe('spec 01 §2 action=addToCart on the product page', () => {
  it('records the request, drops it from the address and asks for the engraving first', () => {
    query = new URLSearchParams('action=addToCart')
    window.history.replaceState(null, '', '/de/p/brett-5/?action=addToCart')
    renderWithIntl(
      <ProductBuyBox
        productId={5}
        options={SIZES}
        axis="masse"
        advice={null}
        personalisation={{ headline: null, maxLength: 20, lines: 1 }}
        cart={{ productName: 'Brett', imageSrc: null, gift: false }}
      />,
    )
    expect(stack()).toEqual(['productCustomiseModal'])
    expect(screen.getByRole('dialog', { name: 'Artikel personalisieren' })).toBeInTheDocument()
    expect(window.location.search).toBe('')
    expect(takeAddToCartRequest(5)).toBe(true)
    expect(takeAddToCartRequest(5)).toBe(false)
  })

  it('opens the attribute picker when no variant is named', () => {
    query = new URLSearchParams('action=addToCart')
    renderWithIntl(
      <ProductBuyBox
        productId={6}
        options={SIZES}
        axis="masse"
        advice={null}
        personalisation={null}
        cart={{ productName: 'Brett', imageSrc: null, gift: false }}
      />,
    )
    expect(stack()).toEqual(['productAttributePicker'])
  })

  it('opens nothing without the action; with nothing left to choose the add starts at once', () => {
    query = new URLSearchParams('variant=P_02')
    renderWithIntl(
      <ProductBuyBox
        productId={6}
        options={SIZES}
        axis="masse"
        advice={null}
        personalisation={null}
        cart={{ productName: 'Brett', imageSrc: null, gift: false }}
      />,
    )
    expect(screen.getByTestId('buy-box')).toHaveAttribute('data-variant', 'P_02')
    expect(stack()).toEqual([])
    cleanup()
    query = new URLSearchParams('action=addToCart&variant=P_02')
    renderWithIntl(
      <ProductBuyBox
        productId={6}
        options={SIZES}
        axis="masse"
        advice={null}
        personalisation={null}
        cart={{ productName: 'Brett', imageSrc: null, gift: false }}
      />,
    )
    // No question is left: no dialog opens first, and the add button takes the request at once.
    expect(stack()).not.toContain('productCustomiseModal')
    expect(stack()).not.toContain('productAttributePicker')
    expect(useAddToCartRequestStore.getState().productId).toBeNull()
  })
})

describe('price of the buy box (spec 01 §9 "from" price)', () => {
  const buyBox = (options: typeof SIZES) =>
    renderWithIntl(
      <ProductBuyBox
        productId={5}
        options={options}
        axis="masse"
        advice={null}
        personalisation={null}
        cart={{ productName: 'Brett', imageSrc: null, gift: false }}
      />,
    )

  it('shows the checked size’s own price, without "ab", when the sizes are chosen inline', () => {
    query = new URLSearchParams()
    buyBox(SIZES.slice(0, 3))
    expect(screen.getByRole('radio', { name: '30 × 50 cm' })).toBeChecked()
    const box = screen.getByTestId('buy-box').textContent
    expect(box).toContain('19,99')
    expect(box).not.toMatch(/\bab\b/)
  })
})
