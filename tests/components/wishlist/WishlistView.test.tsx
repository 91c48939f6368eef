// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'react-toastify/unstyled'
import { AddToCartLayer } from '@/components/basket/AddToCartLayer'
import { ToastHost } from '@/components/toast/ToastHost'
import { WishlistView } from '@/components/wishlist/WishlistView'
import type { Variant } from '@/lib/catalog/rules/types'
import { useAddToCartLayerStore } from '@/lib/ui/client/add-to-cart-layer'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { GUEST, makeShell } from '../basket/basket-shell'
import { installLayoutShim } from '../intl'
import { product, variant } from '../../unit/catalog-fixtures'
import { fakeWishlistServer } from './wishlist-server'

vi.stubEnv('__NEXT_TRAILING_SLASH', 'true')

const sized = (id: number, size: string, bvc: 1 | 4 = 1): Variant => ({
  ...variant({ id, bvc }),
  attributes: { groesse: { value: size, label: size } },
})
const pot = product({
  id: 10,
  name: 'Kochtopf Edelstahl',
  seoUrl: 'kochtopf-edelstahl',
  description: 'Robuster Topf mit Glasdeckel.',
  variants: [sized(1001, '20 cm')],
})
const towel = product({
  id: 20,
  name: 'Handtuch Frottee',
  seoUrl: 'handtuch-frottee',
  variants: [sized(2001, '50 × 100 cm'), sized(2002, '70 × 140 cm'), sized(2003, '100 × 150 cm', 4)],
})
const engraved = product({
  id: 30,
  name: 'Schneidebrett Gravur',
  seoUrl: 'schneidebrett',
  attributes: { personalisierterArtikel: { value: '1', label: 'ja' } },
})

let server: ReturnType<typeof fakeWishlistServer>

function renderView(setup: (s: typeof server) => void = () => {}) {
  const { Shell, shop } = makeShell('de-de', 'de')
  server = fakeWishlistServer(`wishlist_${shop.shopId}_${GUEST}`, [pot, towel, engraved])
  setup(server)
  vi.stubGlobal('fetch', vi.fn(server.fetch))
  render(
    <Shell>
      <WishlistView />
      <AddToCartLayer />
      <ToastHost />
    </Shell>,
  )
}

const saveAll = (s: typeof server) => {
  s.state.entries = [
    { key: 'e-pot', variant: null, product: pot },
    { key: 'e-towel', variant: null, product: towel },
    { key: 'e-board', variant: null, product: engraved },
  ]
}
const card = (name: string) =>
  screen
    .getAllByTestId('wishlist-item')
    .find((el) => within(el).queryByRole('heading', { name })) as HTMLElement
const calls = (path: string) => server.state.calls.filter((c) => c.url.includes(path))

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
beforeEach(() => {
  useDialogStore.setState({ stack: EMPTY_STACK })
  useAddToCartLayerStore.getState().hide()
})
afterEach(() => {
  act(() => toast.dismiss())
  cleanup()
  vi.unstubAllGlobals()
})

describe('wishlist page states', () => {
  it('loading while the wishlist is on its way', async () => {
    renderView((s) => {
      s.state.holdReads = true
    })
    expect(await screen.findByTestId('wishlist-loading')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByText('Ihre Wunschliste wird geladen …')).toBeInTheDocument()
  })

  it('empty: says how to fill it and where to go', async () => {
    renderView()
    const empty = await screen.findByTestId('wishlist-empty')
    expect(within(empty).getByRole('heading', { name: 'Ihre Wunschliste ist noch leer' })).toBeInTheDocument()
    expect(within(empty).getByRole('link', { name: 'Zur Startseite' })).toBeInTheDocument()
  })

  it('a failed read offers a retry that works', async () => {
    renderView((s) => {
      s.state.failReads = true
    })
    await screen.findByTestId('wishlist-error')
    server.state.failReads = false
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByTestId('wishlist-empty')).toBeInTheDocument()
  })

  it('filled: brand, name linking to the product page, price and availability per entry', async () => {
    renderView(saveAll)
    expect(await screen.findByRole('heading', { name: '3 gemerkte Artikel' })).toBeInTheDocument()
    const potCard = card('Kochtopf Edelstahl')
    expect(within(potCard).getByRole('link', { name: 'Kochtopf Edelstahl' }).getAttribute('href')).toBe(
      '/de/p/kochtopf-edelstahl-10/',
    )
    expect(within(potCard).getByText('Hauswelt')).toBeInTheDocument()
    expect(within(potCard).getByTestId('price-current').textContent?.replace(/\s/g, ' ')).toBe('19,99 €')
    expect(within(potCard).getByTestId('wishlist-availability')).toHaveTextContent('Lieferbar')
  })
})

describe('wishlist page actions (spec 02 §4)', () => {
  it('remove: the entry leaves at once and the server is told', async () => {
    renderView(saveAll)
    await screen.findAllByTestId('wishlist-item')
    await userEvent.click(
      within(card('Kochtopf Edelstahl')).getByRole('button', {
        name: 'Kochtopf Edelstahl von der Wunschliste entfernen',
      }),
    )
    expect(screen.getAllByTestId('wishlist-item')).toHaveLength(2)
    await waitFor(() => expect(calls('/deleteItem/')).toHaveLength(1))
    expect(calls('/deleteItem/')[0]?.body).toMatchObject({ itemKey: 'e-pot' })
    expect(
      await screen.findByText('Kochtopf Edelstahl wurde von der Wunschliste entfernt.'),
    ).toBeInTheDocument()
  })

  it('one variant: added at once, the add-to-cart layer from the wishlist opens', async () => {
    renderView(saveAll)
    await screen.findAllByTestId('wishlist-item')
    await userEvent.click(screen.getByRole('button', { name: 'Kochtopf Edelstahl in den Warenkorb legen' }))
    expect(await screen.findByTestId('add-to-cart-layer')).toHaveAttribute('data-type', 'success')
    expect(useDialogStore.getState().isOpen('addToCartLayerFromWishlist')).toBe(true)
    expect(calls('/basket/addItem/')[0]?.body).toMatchObject({ variantId: 1001, quantity: 1 })
    expect(server.state.entries).toHaveLength(3)
  })

  it('several variants: the wishlistAddToCart dialog picks one (sold out ones cannot be picked)', async () => {
    renderView(saveAll)
    await screen.findAllByTestId('wishlist-item')
    await userEvent.click(within(card('Handtuch Frottee')).getByRole('button', { name: /Ausführung wählen/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Ausführung wählen' })
    const add = within(dialog).getByRole('button', { name: 'In den Warenkorb' })
    expect(add).toBeDisabled()
    expect(within(dialog).getByRole('radio', { name: /100 × 150 cm/ })).toBeDisabled()
    await userEvent.click(within(dialog).getByRole('radio', { name: /70 × 140 cm/ }))
    await userEvent.click(add)
    expect(await screen.findByTestId('add-to-cart-layer')).toHaveAttribute('data-type', 'success')
    expect(calls('/basket/addItem/')[0]?.body).toMatchObject({ variantId: 2002, quantity: 1 })
    expect(useDialogStore.getState().isOpen('wishlistAddToCart')).toBe(false)
  })

  it('personalised: goes to the product page with action=addToCart', async () => {
    renderView(saveAll)
    await screen.findAllByTestId('wishlist-item')
    const link = within(card('Schneidebrett Gravur')).getByRole('link', { name: /Personalisieren/ })
    expect(link.getAttribute('href')).toBe('/de/p/schneidebrett-30/?action=addToCart')
  })

  it('more info: the wishlistMoreInfo dialog shows the details and links the product', async () => {
    renderView(saveAll)
    await screen.findAllByTestId('wishlist-item')
    await userEvent.click(within(card('Kochtopf Edelstahl')).getByRole('button', { name: /Mehr Infos/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Kochtopf Edelstahl' })
    expect(within(dialog).getByText('Robuster Topf mit Glasdeckel.')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Zum Artikel' }).getAttribute('href')).toBe(
      '/de/p/kochtopf-edelstahl-10/',
    )
  })
})
