// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'react-toastify/unstyled'
import { BasketNotices } from '@/components/basket/BasketNotices'
import { BasketView } from '@/components/basket/BasketView'
import { ToastHost } from '@/components/toast/ToastHost'
import { FALLBACK_SHIPPING_CONFIG } from '@/lib/basket/rules/shipping'
import type { Basket } from '@/lib/basket/rules/types'
import type { MarketCode } from '@/lib/config'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { installLayoutShim } from '../intl'
import { basketItem, basketOf } from './basket-fixtures'
import { guestUser, json, makeShell, type FakeAnswer } from './basket-shell'

/** The fake shop: GET answers `stored`; a change succeeds (and changes it) unless a refusal is set. */
let stored: Basket
let getAnswer: FakeAnswer | null
let refusal: FakeAnswer | null
const calls: Array<{ url: string; method: string; body: Record<string, unknown> | undefined }> = []

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input)
  const method = init?.method ?? 'GET'
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined
  calls.push({ url, method, body })
  const ok = () => json({ status: 200, body: { type: 'success', statusCode: 200, basket: stored } })
  if (url.startsWith('/api/user/')) return Promise.resolve(json({ status: 200, body: guestUser }))
  if (url.startsWith('/api/shop/basket/get/')) return Promise.resolve(getAnswer ? json(getAnswer) : ok())
  if (refusal) return Promise.resolve(json(refusal))
  if (url.startsWith('/api/shop/basket/updateItem/')) {
    const items = stored.items.map((i) =>
      i.key === body?.itemKey ? basketItem({ key: i.key, quantity: Number(body?.quantity) }) : i,
    )
    // Whatever else the stored answer says (removed items …) stays as it was.
    stored = { ...stored, ...basketOf(items), removedItems: stored.removedItems }
    return Promise.resolve(ok())
  }
  if (url.startsWith('/api/shop/basket/deleteItem/')) {
    stored = basketOf(stored.items.filter((i) => i.key !== body?.itemKey))
    return Promise.resolve(ok())
  }
  return Promise.resolve(json({ status: 404, body: { type: 'error', error: 'unexpected call' } }))
}

function renderView(market: MarketCode = 'de-de') {
  const { Shell } = makeShell(market)
  return render(
    <Shell>
      <BasketView shippingConfig={FALLBACK_SHIPPING_CONFIG} />
      <BasketNotices />
      <ToastHost />
    </Shell>,
  )
}

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
beforeEach(() => {
  calls.length = 0
  getAnswer = null
  refusal = null
  stored = basketOf([])
  vi.stubGlobal('fetch', vi.fn(fakeFetch))
  useDialogStore.setState({ stack: EMPTY_STACK })
})
afterEach(() => {
  act(() => toast.dismiss())
  cleanup()
  vi.unstubAllGlobals()
})

describe('basket page states', () => {
  it('shows placeholders while loading, then the empty basket with the way home and to the search', async () => {
    renderView()
    expect(screen.getByTestId('basket-loading')).toHaveAttribute('aria-busy', 'true')
    // The empty notice drawn for the placeholder's size is not announced (lib/basket/rules/loading-hint.ts).
    expect(screen.queryByRole('heading', { name: 'Ihr Warenkorb ist leer' })).toBeNull()
    const empty = await screen.findByTestId('basket-empty')
    expect(within(empty).getByRole('heading', { name: 'Ihr Warenkorb ist leer' })).toBeInTheDocument()
    expect(within(empty).getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toMatch(
      /^\/de\/?$/,
    )
    expect(within(empty).getByRole('link', { name: 'Artikel suchen' }).getAttribute('href')).toMatch(
      /^\/de\/suche\/?$/,
    )
    expect(screen.queryByTestId('basket-summary')).toBeNull()
  })

  it('renders the recommendations it is given below the basket', async () => {
    const { Shell } = makeShell()
    render(
      <Shell>
        <BasketView shippingConfig={FALLBACK_SHIPPING_CONFIG} recommendations={<p>Empfehlungen</p>} />
      </Shell>,
    )
    await screen.findByTestId('basket-empty')
    expect(screen.getByText('Empfehlungen')).toBeInTheDocument()
  })

  it('a failed read says so clearly and tries again on request', async () => {
    getAnswer = { status: 500, body: { type: 'error', error: 'boom' } }
    renderView()
    const error = await screen.findByTestId('basket-error')
    expect(error).toHaveAttribute('role', 'alert')
    expect(error).toHaveTextContent('Ihr Warenkorb konnte nicht geladen werden.')
    stored = basketOf([basketItem()])
    getAnswer = null
    await userEvent.click(within(error).getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByTestId('basket-line')).toBeInTheDocument()
  })

  it('a filled basket lists its lines beside the summary, with the checkout link', async () => {
    stored = basketOf([basketItem({ key: 'a', quantity: 2 }), basketItem({ key: 'b', name: 'Kissen' })])
    renderView()
    expect(await screen.findAllByTestId('basket-line')).toHaveLength(2)
    expect(screen.getByRole('heading', { name: '3 Artikel im Warenkorb' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zur Kasse' }).getAttribute('href')).toMatch(/^\/de\/kasse\/?$/)
  })

  it('a quantity change shows at once and keeps the server’s answer', async () => {
    stored = basketOf([basketItem({ key: 'a', quantity: 2 })])
    renderView()
    await userEvent.click(await screen.findByRole('button', { name: /erhöhen/ }))
    await waitFor(() => expect(screen.getByTestId('basket-line')).toHaveAttribute('data-quantity', '3'))
    expect(calls.find((c) => c.url.startsWith('/api/shop/basket/updateItem/'))?.body).toMatchObject({
      itemKey: 'a',
      quantity: 3,
    })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a refused change rolls back and says why in the line (role=alert)', async () => {
    stored = basketOf([basketItem({ key: 'a', quantity: 2 })])
    refusal = { status: 422, body: { type: 'error', error: 'quantity 3 exceeds the available quantity 2' } }
    renderView()
    await userEvent.click(await screen.findByRole('button', { name: /erhöhen/ }))
    const alert = await within(screen.getByTestId('basket-line')).findByRole('alert')
    expect(alert).toHaveTextContent('Die Menge wurde nicht geändert: nicht mehr in dieser Menge verfügbar.')
    expect(screen.getByTestId('basket-line')).toHaveAttribute('data-quantity', '2')
  })

  it('a removal shows at once; refused, the line comes back with the reason', async () => {
    stored = basketOf([basketItem({ key: 'a' }), basketItem({ key: 'b', name: 'Kissen' })])
    renderView()
    await userEvent.click(await screen.findByRole('button', { name: 'Kissen aus dem Warenkorb entfernen' }))
    await waitFor(() => expect(screen.getAllByTestId('basket-line')).toHaveLength(1))
    // Focus does not fall back to the page's start with the removed button.
    expect(screen.getByRole('heading', { name: '1 Artikel im Warenkorb' })).toHaveFocus()
    expect(await screen.findByText('Kissen wurde aus dem Warenkorb entfernt.')).toBeInTheDocument()

    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('deleteItem')
        ? Promise.reject(new TypeError('offline'))
        : fakeFetch(input, init),
    )
    await userEvent.click(
      screen.getByRole('button', { name: 'Bettwäsche Karlo aus dem Warenkorb entfernen' }),
    )
    const alert = await within(await screen.findByTestId('basket-line')).findByRole('alert')
    expect(alert).toHaveTextContent('Der Artikel wurde nicht entfernt: keine Verbindung zum Shop.')
    expect(screen.getByTestId('basket-line')).toHaveTextContent('Bettwäsche Karlo')
  })

  it('tells the shopper once which products the clean-up removed (spec 02 §4)', async () => {
    stored = basketOf([basketItem()], {
      removedItems: [
        { key: 'gone-1', variantId: 1, productId: 2, quantity: 1, name: 'Alte Vase' },
        { key: 'gone-2', variantId: 3, productId: 4, quantity: 2, name: null },
      ],
    })
    renderView()
    expect(
      await screen.findByText(
        'Diese Artikel sind nicht mehr bestellbar und wurden aus Ihrem Warenkorb entfernt: Alte Vase, ein Artikel',
      ),
    ).toBeInTheDocument()
    // The next answer carries the same items again: they were told already, no second toast.
    await userEvent.click(screen.getByRole('button', { name: /erhöhen/ }))
    await waitFor(() => expect(screen.getByTestId('basket-line')).toHaveAttribute('data-quantity', '2'))
    expect(screen.getAllByText(/nicht mehr bestellbar/)).toHaveLength(1)
  })
})

describe('order summary in the market’s currency and format (spec 01 §9)', () => {
  it('de-de: EUR, subtotal + standard shipping = total, payback points', async () => {
    stored = basketOf([basketItem({ quantity: 2, unitCents: 1999 })], { paybackPoints: 39 })
    renderView('de-de')
    const summary = await screen.findByTestId('basket-summary')
    expect(within(summary).getByTestId('summary-subtotal')).toHaveTextContent('39,98 €')
    expect(within(summary).getByTestId('summary-shipping')).toHaveTextContent('4,99 €')
    expect(within(summary).getByText('Standardversand')).toBeInTheDocument()
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('44,97 €')
    expect(within(summary).getByTestId('summary-payback')).toHaveTextContent('39 PAYBACK Punkte')
  })

  it('de-ch: CHF in the Swiss format, free shipping named as such, no payback', async () => {
    const item = basketItem({ quantity: 1, unitCents: 123456, currency: 'CHF' })
    stored = basketOf([item], {
      shipping: { kind: 'free', costCents: 0, label: null, orderValueCents: 123456, progress: null },
    })
    renderView('de-ch')
    const summary = await screen.findByTestId('basket-summary')
    const subtotal = within(summary).getByTestId('summary-subtotal').textContent ?? ''
    // de-CH: currency first, apostrophe as thousands separator, decimal point.
    expect(subtotal.replace(/\s/g, ' ')).toMatch(/^CHF 1['’]234\.56$/)
    expect(within(summary).getByTestId('summary-shipping')).toHaveTextContent('kostenlos')
    expect(within(summary).getByTestId('summary-total').textContent).toBe(subtotal)
    expect(within(summary).queryByTestId('summary-payback')).toBeNull()
  })

  it('the shipping progress bar says what is missing and opens the shipping cost dialog', async () => {
    stored = basketOf([basketItem({ unitCents: 3000 })], {
      shipping: {
        kind: 'standard',
        costCents: 499,
        label: 'Standardversand',
        orderValueCents: 3000,
        progress: { nextCostCents: 0, fromOrderValueCents: 5000, missingCents: 2000, percent: 60 },
      },
    })
    renderView()
    const progress = await screen.findByTestId('shipping-progress')
    expect(progress).toHaveTextContent('Noch 20,00 € bis zum kostenlosen Versand')
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60')
    await userEvent.click(
      within(progress).getByRole('button', { name: 'So berechnen sich die Versandkosten' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Versandkosten' })
    expect(within(dialog).getByTestId('shipping-tiers')).toHaveTextContent('Standardversand: 4,99 €')
    expect(within(dialog).getByTestId('shipping-tiers')).toHaveTextContent('Speditionsversand: 14,99 €')
  })
})
