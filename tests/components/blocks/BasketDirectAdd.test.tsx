// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BasketDirectAdd } from '@/components/content/blocks/BasketDirectAdd'
import { readPageProducts } from '@/lib/catalog/server/listing/read'
import { renderWithIntl } from '../intl'
import { blok, context } from './ai-helpers'
import { bedLinen, board, fakeCatalog, inactive, lamp } from './promo-helpers'

const addToCart = vi.fn(() => Promise.resolve(true))
vi.mock('@/components/basket/useAddToCart', () => ({
  useAddToCart: () => ({ addToCart, pending: false }),
}))
vi.mock('@/lib/db', () => ({ getDb: () => Promise.resolve({}) }))
vi.mock('@/lib/catalog/server/listing/read', () => ({ readPageProducts: vi.fn() }))

const fixture = (productIds: unknown) =>
  blok('basket_direct_add', 'bda-1', {
    headline: 'Schnell bestellt',
    headline__i18n__fr: 'Commandé en un clic',
    text: 'Unsere Lieblinge für Ihr Zuhause.',
    product_ids: productIds,
  })

async function renderBlock(productIds: unknown) {
  const ui = await BasketDirectAdd({ blok: fixture(productIds), context: context() })
  return renderWithIntl(<>{ui}</>)
}

beforeEach(() => {
  vi.mocked(readPageProducts).mockImplementation(fakeCatalog(lamp, bedLinen, board, inactive))
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  addToCart.mockClear()
  vi.restoreAllMocks()
})

describe('basket_direct_add block (spec 01 §2 content blocks, spec 02 §4)', () => {
  it('shows the named products in the editor order with name, price and headline', async () => {
    await renderBlock('100002, 100001')
    expect(screen.getByRole('heading', { name: 'Schnell bestellt' })).toBeInTheDocument()
    const items = screen.getAllByTestId('direct-add-item')
    expect(items.map((item) => item.dataset.productId)).toEqual(['100002', '100001'])
    expect(within(items[0]!).getByRole('link', { name: 'Stehleuchte Smilla' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/de\/p\/.+100002\/$/),
    )
    expect(within(items[0]!).getByTestId('price-current').textContent).toMatch(/89,99/)
  })

  it('adds a single-variant product through the one add path', async () => {
    await renderBlock(['100002'])
    await userEvent.click(screen.getByRole('button', { name: 'Stehleuchte Smilla in den Warenkorb legen' }))
    expect(addToCart).toHaveBeenCalledWith({
      variantId: 9001,
      product: expect.objectContaining({ productId: 100002, name: 'Stehleuchte Smilla', quantity: 1 }),
    })
  })

  it('lets the shopper choose among the buyable variants before adding', async () => {
    await renderBlock('100001')
    const select = screen.getByRole('combobox', { name: 'Ausführung von Bettwäsche Karlo' })
    // The sold-out 200 × 200 cm variant is not offered.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['135 × 200 cm', '155 × 220 cm'])
    await userEvent.selectOptions(select, '9102')
    await userEvent.click(screen.getByTestId('direct-add-button'))
    expect(addToCart).toHaveBeenCalledWith({
      variantId: 9102,
      product: expect.objectContaining({ productId: 100001, variantLabel: '155 × 220 cm' }),
    })
  })

  it('sends a personalised product to its page with action=addToCart instead of adding', async () => {
    await renderBlock('100049')
    const link = screen.getByRole('link', {
      name: 'Schneidebrett mit Gravur auf der Produktseite personalisieren und bestellen',
    })
    expect(link.getAttribute('href')).toMatch(/^\/de\/p\/.+100049\/\?action=addToCart$/)
    expect(screen.queryByTestId('direct-add-button')).not.toBeInTheDocument()
  })

  it('leaves unknown and inactive products out with a warning, and renders nothing without any', async () => {
    await renderBlock('424242, 100077, 100002')
    expect(screen.getAllByTestId('direct-add-item')).toHaveLength(1)
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('424242, 100077'))

    expect(await BasketDirectAdd({ blok: fixture('424242'), context: context() })).toBeNull()
    expect(await BasketDirectAdd({ blok: fixture(''), context: context() })).toBeNull()
  })
})
