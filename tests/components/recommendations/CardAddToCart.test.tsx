// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'react-toastify/unstyled'
import { AddToCartLayerHost } from '@/components/basket/AddToCartLayerHost'
import { ProductCard } from '@/components/catalog/ProductCard'
import { ToastHost } from '@/components/toast/ToastHost'
import type { ListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import { useAddToCartLayerStore } from '@/lib/ui/client/add-to-cart-layer'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { installLayoutShim } from '../intl'
import { listingProduct, variant } from '../listing/fixtures'
import { GUEST, jsonResponse, makeShell, otherCall, stubMatchMedia } from './recommendation-shell'
import { FLAVOUR_RULES } from '@/lib/config/flavours'

// The slider's asking part loads when the slot is reached (RecommendationSlider.tsx); loaded up front here
// so a test waits for the answer, not for the module transform.
await import('@/components/recommendations/RecommendationSliderContent')

vi.stubEnv('__NEXT_TRAILING_SLASH', 'true')

const recommended = [
  listingProduct({ id: 100002, name: 'Pfanne Lugano', variants: [variant()] }),
  listingProduct({ id: 100003, name: 'Deckel Ascona', variants: [variant(), variant()] }),
]
const calls: Array<{ url: string; method: string; body: unknown }> = []
/** When set, addItem answers only once it resolves (an add still under way). */
let addHeld: Promise<void> | null = null

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input)
  const method = init?.method ?? 'GET'
  calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined })
  if (url.startsWith('/api/shop/basket/addItem/')) {
    if (addHeld) await addHeld
    const basket = { key: 'k', items: [], count: 1, cost: { withTax: 0, withoutTax: 0, currencyCode: 'EUR' } }
    return jsonResponse(200, { type: 'success', statusCode: 201, basket })
  }
  if (url.startsWith('/api/shop/recommendations/')) return jsonResponse(200, recommended)
  return otherCall(url)
}

function renderCard(product: ListingProduct) {
  const { Shell, shop } = makeShell()
  render(
    <Shell>
      <ProductCard flavour={FLAVOUR_RULES.home} product={product} locale="de-DE" />
      <AddToCartLayerHost />
      <ToastHost />
    </Shell>,
  )
  return shop
}

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
beforeEach(() => {
  calls.length = 0
  addHeld = null
  stubMatchMedia()
  vi.stubGlobal('fetch', vi.fn(fakeFetch))
  useDialogStore.setState({ stack: EMPTY_STACK })
  useAddToCartLayerStore.getState().hide()
})
afterEach(() => {
  act(() => toast.dismiss())
  cleanup()
  vi.unstubAllGlobals()
})

const addCalls = () => calls.filter((c) => c.url.startsWith('/api/shop/basket/addItem/'))

describe('add to cart from a card (spec 02 §4 "Add to cart (from card or listing)")', () => {
  it('one variant: the icon is a button naming the product that adds it, quantity 1, and opens the layer with its slider', async () => {
    const shop = renderCard(
      listingProduct({
        id: 4711,
        name: 'Kochtopf Tessin',
        variants: [variant({ id: 9001, referenceKey: '1234567_01' })],
      }),
    )
    const button = screen.getByRole('button', { name: 'Kochtopf Tessin in den Warenkorb' })
    expect(button).toHaveAttribute('data-testid', 'card-add-to-cart')
    // Nothing is asked before the press: a grid of cards costs no basket calls.
    expect(addCalls()).toHaveLength(0)

    await userEvent.click(button)
    const layer = await screen.findByTestId('add-to-cart-layer')
    expect(layer).toHaveAttribute('data-type', 'success')
    // A single-variant product has no variant line: its article number is not one (spec 01 §5).
    expect(within(layer).queryByText('1234567')).toBeNull()
    expect(within(layer).getByText('Kochtopf Tessin')).toBeInTheDocument()
    expect(addCalls()).toEqual([
      {
        url: expect.stringMatching(/^\/api\/shop\/basket\/addItem\//),
        method: 'POST',
        body: expect.objectContaining({
          basketKey: `basket_${shop.shopId}_${GUEST}`,
          variantId: 9001,
          quantity: 1,
          options: {},
        }),
      },
    ])
    expect(await screen.findByText('Kochtopf Tessin liegt im Warenkorb.')).toBeInTheDocument()

    // The layer's add_to_cart_layer slider for the product just added.
    // Its reserved box is replaced by the slider once the slider's code and the answer are in.
    const slider = () => screen.getByTestId('recommendation-slider')
    await waitFor(() => expect(within(slider()).getAllByTestId('product-card')).toHaveLength(2), {
      timeout: 3000,
    })
    expect(slider()).toHaveAttribute('data-slot', 'add_to_cart_layer')
    expect(calls.map((c) => c.url)).toContain(
      '/api/shop/recommendations/?locale=de&slot=add_to_cart_layer&itemId=4711',
    )
  })

  it('a second press while the first add is under way adds nothing more', async () => {
    renderCard(listingProduct({ id: 4712, name: 'Pfanne', variants: [variant({ id: 9002 })] }))
    let release = () => {}
    addHeld = new Promise((resolve) => (release = resolve))
    const button = screen.getByRole('button', { name: 'Pfanne in den Warenkorb' })
    await userEvent.click(button)
    await waitFor(() => expect(addCalls()).toHaveLength(1))
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    addHeld = null
    release()
    await screen.findByTestId('add-to-cart-layer')
    expect(addCalls()).toHaveLength(1)
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'))
  })

  it.each<[string, Partial<Parameters<typeof listingProduct>[0]>]>([
    ['more than one variant', { variants: [variant(), variant()] }],
    [
      'a personalised product',
      {
        variants: [variant()],
        attributes: { personalisierterArtikel: { value: '1', label: 'Personalisierbar' } },
      },
    ],
    ['a lone variant that cannot be bought now', { variants: [variant({ bvc: 3 })] }],
  ])('%s: the icon leads to the product page with action=addToCart', async (_case, extra) => {
    renderCard(listingProduct({ id: 4713, name: 'Topf-Set', seoUrl: 'topf-set', ...extra }))
    const link = screen.getByRole('link', { name: 'Topf-Set in den Warenkorb' })
    expect(link.getAttribute('href')).toBe('/de/p/topf-set-4713/?action=addToCart')
    expect(screen.queryByRole('button', { name: 'Topf-Set in den Warenkorb' })).toBeNull()
    await userEvent.click(link).catch(() => undefined)
    expect(addCalls()).toHaveLength(0)
  })
})
