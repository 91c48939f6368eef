// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { PromotionProduct } from '@/components/content/blocks/PromotionProduct'
import { readPageProducts } from '@/lib/catalog/server/listing/read'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { installLayoutShim, renderWithIntl } from '../intl'
import { blok, context, doc } from './ai-helpers'
import { bedLinen, fakeCatalog, inactive, onSale } from './promo-helpers'

const addToCart = vi.fn(() => Promise.resolve(true))
vi.mock('@/components/basket/useAddToCart', () => ({
  useAddToCart: () => ({ addToCart, pending: false }),
}))
vi.mock('@/lib/db', () => ({ getDb: () => Promise.resolve({}) }))
vi.mock('@/lib/catalog/server/listing/read', () => ({ readPageProducts: vi.fn() }))

const fixture = (productId: unknown) =>
  blok('promotion_product', 'promo-1', {
    headline: 'Angebot der Woche',
    product_id: productId,
    promotion_text: 'Jetzt 30 % günstiger – nur diese Woche.',
    disclaimer: doc('Gültig bis 8. Juni 2025, solange der Vorrat reicht.'),
  })

async function renderBlock(productId: unknown) {
  const ui = await PromotionProduct({ blok: fixture(productId), context: context() })
  return renderWithIntl(<>{ui}</>)
}

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
beforeEach(() => {
  useDialogStore.setState({ stack: EMPTY_STACK })
  vi.mocked(readPageProducts).mockImplementation(fakeCatalog(onSale, bedLinen, inactive))
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  act(() => useDialogStore.setState({ stack: EMPTY_STACK }))
  addToCart.mockClear()
  vi.restoreAllMocks()
})

describe('promotion_product block (spec 01 §2 content blocks, spec 02 §4, §9)', () => {
  it('highlights the product with name, promotion text, link and the sale price', async () => {
    await renderBlock('100029')
    expect(screen.getByRole('heading', { name: 'Sessel Céleste' })).toBeInTheDocument()
    expect(screen.getByText('Jetzt 30 % günstiger – nur diese Woche.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zum Produkt' }).getAttribute('href')).toMatch(
      /^\/de\/p\/.+100029\/$/,
    )
    // Spec 02 §9: 69,99 € against a recommended 99,99 € is a sale (30 % off).
    expect(screen.getByTestId('price-current').textContent).toMatch(/69,99/)
    expect(screen.getByText(/99,99/).tagName).toBe('S')
  })

  it('adds a product with one buyable variant through the one add path', async () => {
    await renderBlock('100029')
    fireEvent.click(screen.getByRole('button', { name: 'Sessel Céleste in den Warenkorb' }))
    await waitFor(() =>
      expect(addToCart).toHaveBeenCalledWith({
        variantId: 9301,
        product: expect.objectContaining({ productId: 100029, quantity: 1 }),
      }),
    )
  })

  it('links a product with several variants to its page with action=addToCart', async () => {
    await renderBlock('100001')
    const link = screen.getByRole('link', { name: 'Bettwäsche Karlo in den Warenkorb' })
    expect(link.getAttribute('href')).toMatch(/\?action=addToCart$/)
    expect(addToCart).not.toHaveBeenCalled()
  })

  it('opens the disclaimer in the promotionProductDisclaimer dialog', async () => {
    await renderBlock('100029')
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Aktionsbedingungen' }))
    const dialog = screen.getByRole('dialog', { name: 'Bedingungen der Aktion' })
    expect(dialog).toHaveAttribute('data-dialog-kind', 'promotionProductDisclaimer')
    expect(dialog).toHaveTextContent('solange der Vorrat reicht')
  })

  it('renders nothing for an unknown or inactive product and warns', async () => {
    expect(await PromotionProduct({ blok: fixture('100077'), context: context() })).toBeNull()
    expect(await PromotionProduct({ blok: fixture('999999'), context: context() })).toBeNull()
    expect(console.warn).toHaveBeenCalledTimes(2)
    expect(await PromotionProduct({ blok: fixture(undefined), context: context() })).toBeNull()
  })
})
