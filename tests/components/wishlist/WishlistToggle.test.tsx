// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'react-toastify/unstyled'
import { ToastHost } from '@/components/toast/ToastHost'
import { WishlistCounter } from '@/components/wishlist/WishlistCounter'
import { WishlistToggle } from '@/components/wishlist/WishlistToggle'
import type { MarketCode } from '@/lib/config'
import { GUEST, makeShell } from '../basket/basket-shell'
import { product } from '../../unit/catalog-fixtures'
import { fakeWishlistServer } from './wishlist-server'

const pot = product({ id: 10, name: 'Kochtopf Edelstahl' })
let server: ReturnType<typeof fakeWishlistServer>

function renderToggle(market: MarketCode = 'de-de', language: 'de' | 'fr' = 'de') {
  const { Shell, shop } = makeShell(market, language)
  server = fakeWishlistServer(`wishlist_${shop.shopId}_${GUEST}`, [pot])
  vi.stubGlobal('fetch', vi.fn(server.fetch))
  render(
    <Shell>
      <WishlistToggle productId={pot.id} productName={pot.name} />
      <WishlistCounter />
      <ToastHost />
    </Shell>,
  )
  return shop
}

const heart = () => screen.getByRole('button', { name: 'Kochtopf Edelstahl auf der Wunschliste' })
const calls = (path: string) => server.state.calls.filter((c) => c.url.includes(path))

beforeEach(() => vi.unstubAllGlobals())
afterEach(() => {
  act(() => toast.dismiss())
  cleanup()
  vi.unstubAllGlobals()
})

describe('wishlist toggle (spec 02 §4)', () => {
  it('absent → adds the product by its id; pressed and counted', async () => {
    const shop = renderToggle()
    await waitFor(() => expect(calls('/wishlist/get/')).toHaveLength(1))
    expect(heart()).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(heart())
    // The change code loads with the first press (components/wishlist/WishlistChanger.tsx).
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'))
    expect(await screen.findByTestId('wishlist-count')).toHaveTextContent('1')
    await waitFor(() => expect(calls('/addItem/')).toHaveLength(1))
    expect(calls('/addItem/')[0]).toMatchObject({
      method: 'POST',
      body: { wishlistKey: `wishlist_${shop.shopId}_${GUEST}`, itemCreationId: 10 },
    })
    await waitFor(() => expect(server.state.entries).toHaveLength(1))
    expect(heart()).toHaveAttribute('aria-pressed', 'true')
  })

  it('present → removes every entry of the product, keyboard only', async () => {
    renderToggle()
    server.state.entries = [
      { key: 'e-product', variant: null, product: pot },
      { key: 'e-variant', variant: pot.variants[0] ?? null, product: pot },
    ]
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'))
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('2')
    heart().focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'))
    await waitFor(() => expect(calls('/deleteItem/')).toHaveLength(2))
    expect(calls('/deleteItem/').map((c) => c.body?.itemKey)).toEqual(['e-product', 'e-variant'])
    await waitFor(() => expect(screen.queryByTestId('wishlist-count')).toBeNull())
    expect(screen.getByTestId('wishlist-count-label')).toHaveTextContent('(leer)')
  })

  it('a refused add rolls back and says so', async () => {
    renderToggle()
    server.state.refuseAdd = {
      status: 422,
      body: { type: 'error', error: 'product 10 is no longer offered' },
    }
    await waitFor(() => expect(calls('/wishlist/get/')).toHaveLength(1))
    await userEvent.click(heart())
    expect(
      await screen.findByText(
        'Kochtopf Edelstahl konnte nicht auf die Wunschliste gesetzt werden. Bitte versuchen Sie es noch einmal.',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'))
    expect(screen.queryByTestId('wishlist-count')).toBeNull()
  })

  it('a refused removal brings the entry back and says so', async () => {
    renderToggle()
    server.state.entries = [{ key: 'e-product', variant: null, product: pot }]
    server.state.refuseDelete = { status: 500, body: { type: 'error', error: 'boom' } }
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'))
    await userEvent.click(heart())
    expect(
      await screen.findByText(/Kochtopf Edelstahl konnte nicht von der Wunschliste entfernt werden/),
    ).toBeInTheDocument()
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'))
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('1')
  })

  it('markets without hasWishlist: no heart, no counter, no wishlist call', async () => {
    const shop = renderToggle('fr-fr', 'fr')
    expect(shop.options.hasWishlist).toBe(false)
    await waitFor(() => expect(calls('/api/user/').length).toBeGreaterThan(0))
    expect(screen.queryByTestId('wishlist-toggle')).toBeNull()
    expect(screen.queryByTestId('wishlist-count')).toBeNull()
    expect(calls('/wishlist/')).toHaveLength(0)
  })
})
