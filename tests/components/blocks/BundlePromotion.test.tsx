// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { BundlePromotion } from '@/components/content/blocks/BundlePromotion'
import { readPageProducts } from '@/lib/catalog/server/listing/read'
import { useAddToCartLayerStore } from '@/lib/ui/client/add-to-cart-layer'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { notify } from '@/lib/ui/client/toast'
import { installLayoutShim, renderWithIntl } from '../intl'
import { blok, context } from './ai-helpers'
import { bedLinen, board, fakeCatalog, inactive, lamp, onSale } from './promo-helpers'

/** The basket add the shop's one add path uses; variant 9001 is refused in the failure case. */
const added: number[] = []
let refuse = new Set<number>()
const mutateAsync = vi.fn(async ({ variantId }: { variantId: number }) => {
  await Promise.resolve()
  if (refuse.has(variantId)) throw new Error('refused')
  added.push(variantId)
})
vi.mock('@/components/basket/useBasketChanges', () => ({
  useAddToBasket: () => ({ mutateAsync, isPending: false }),
}))
vi.mock('@/lib/ui/client/toast', () => ({ notify: vi.fn() }))
vi.mock('@/lib/db', () => ({ getDb: () => Promise.resolve({}) }))
vi.mock('@/lib/catalog/server/listing/read', () => ({ readPageProducts: vi.fn() }))

const fixture = (productIds: unknown) =>
  blok('bundle_promotion', 'bundle-1', {
    headline: 'Das Wohnzimmer-Set',
    promotion_text: 'Leuchte und Sessel zusammen bestellen.',
    product_ids: productIds,
  })

async function renderBlock(productIds: unknown) {
  const ui = await BundlePromotion({ blok: fixture(productIds), context: context() })
  return renderWithIntl(<>{ui}</>)
}

const layerShows = vi.fn()
let unsubscribe: () => void
let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
beforeEach(() => {
  useDialogStore.setState({ stack: EMPTY_STACK })
  useAddToCartLayerStore.setState({ layer: { visible: false } })
  unsubscribe = useAddToCartLayerStore.subscribe((state) => layerShows(state.layer))
  vi.mocked(readPageProducts).mockImplementation(fakeCatalog(lamp, onSale, bedLinen, board, inactive))
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  unsubscribe()
  act(() => useDialogStore.setState({ stack: EMPTY_STACK }))
  added.length = 0
  refuse = new Set()
  mutateAsync.mockClear()
  layerShows.mockClear()
  vi.mocked(notify).mockClear()
  vi.restoreAllMocks()
})

describe('bundle_promotion block (spec 01 §2 content blocks, spec 02 §4)', () => {
  it('shows the items with their prices and the bundle total', async () => {
    await renderBlock('100002, 100029')
    expect(screen.getByRole('heading', { name: 'Das Wohnzimmer-Set' })).toBeInTheDocument()
    const items = screen.getAllByTestId('bundle-item')
    expect(items.map((item) => item.dataset.productId)).toEqual(['100002', '100029'])
    expect(within(items[0]!).getByTestId('price-current').textContent).toMatch(/89,99/)
    // 89,99 € + 69,99 €
    const total = screen.getByTestId('bundle-total')
    expect(total).toHaveAttribute('data-total-cents', '15998')
    expect(total.textContent).toMatch(/159,98/)
  })

  it('adds every item one after the other and shows the layer once with success', async () => {
    await renderBlock('100002, 100029')
    fireEvent.click(screen.getByTestId('bundle-add-all'))
    await waitFor(() => expect(useAddToCartLayerStore.getState().layer.visible).toBe(true))
    expect(added).toEqual([9001, 9301])
    expect(layerShows).toHaveBeenCalledTimes(1)
    expect(useAddToCartLayerStore.getState().layer).toMatchObject({
      type: 'success',
      product: { name: 'Set mit 2 Artikeln' },
    })
    expect(notify).toHaveBeenCalledWith('success', 'Das Set (2 Artikel) liegt im Warenkorb.')
  })

  it('shows the error layer naming the item that failed', async () => {
    refuse = new Set([9001])
    await renderBlock('100002, 100029')
    fireEvent.click(screen.getByTestId('bundle-add-all'))
    await waitFor(() => expect(useAddToCartLayerStore.getState().layer.visible).toBe(true))
    expect(mutateAsync).toHaveBeenCalledTimes(2)
    expect(layerShows).toHaveBeenCalledTimes(1)
    expect(useAddToCartLayerStore.getState().layer).toMatchObject({
      type: 'error',
      product: { name: 'Stehleuchte Smilla' },
    })
    expect(notify).toHaveBeenCalledWith('error', 'Nicht in den Warenkorb gelegt: Stehleuchte Smilla')
  })

  it('asks for the variant in the bundlePromotionAdd dialog first when an item has several', async () => {
    await renderBlock('100001, 100002')
    fireEvent.click(screen.getByTestId('bundle-add-all'))
    expect(mutateAsync).not.toHaveBeenCalled()
    const dialog = screen.getByRole('dialog', { name: 'Ausführungen für das Set wählen' })
    expect(dialog).toHaveAttribute('data-dialog-kind', 'bundlePromotionAdd')
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Ausführung von Bettwäsche Karlo' }), {
      target: { value: '9102' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alle in den Warenkorb' }))
    await waitFor(() => expect(added).toEqual([9102, 9001]))
    expect(useDialogStore.getState().stack.some((entry) => entry.kind === 'bundlePromotionAdd')).toBe(false)
  })

  it('offers the product page instead of "add all" when an item is personalised', async () => {
    await renderBlock('100002, 100049')
    expect(screen.queryByTestId('bundle-add-all')).toBeNull()
    expect(
      screen.getByRole('link', { name: 'Schneidebrett mit Gravur wird auf der Produktseite bestellt.' }),
    ).toHaveAttribute('href', expect.stringMatching(/\?action=addToCart$/))
  })

  it('leaves unknown and inactive items out and renders nothing with fewer than two', async () => {
    await renderBlock('100002, 424242, 100029')
    expect(screen.getAllByTestId('bundle-item')).toHaveLength(2)
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('424242'))
    expect(await BundlePromotion({ blok: fixture('100002, 100077'), context: context() })).toBeNull()
  })
})
