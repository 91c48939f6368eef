// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { NextIntlClientProvider } from 'next-intl'
import { toast } from 'react-toastify/unstyled'
import { ShopProvider } from '@/components/app-shell/ShopContext'
import { AddToCartButton, type AddToCartButtonProps } from '@/components/basket/AddToCartButton'
import { AddToCartLayer } from '@/components/basket/AddToCartLayer'
import { BasketCounter } from '@/components/basket/BasketCounter'
import { ToastHost } from '@/components/toast/ToastHost'
import { getMarket } from '@/lib/config'
import { toClientShop } from '@/lib/config/client'
import { BASKET_LINES_KEY } from '@/lib/basket/rules/lines-key'
import { useAddToCartLayerStore } from '@/lib/ui/client/add-to-cart-layer'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { useAddToCartRequestStore } from '@/lib/ui/client/product-add-to-cart'
import { useCustomisationStore } from '@/lib/ui/client/product-customisation'
import messages from '@/messages/de'
import { installLayoutShim } from '../intl'

const GUEST = 'a'.repeat(32)
const shop = toClientShop(getMarket('de-de'), 'de')
const basketKey = `basket_${shop.shopId}_${GUEST}`
const user = {
  ...{ id: GUEST, firstName: null, lastName: null, gender: null, email: null, phone: null },
  ...{ birthDate: null, customerNo: null, loggedIn: false, isGuestCustomer: false, registered: false },
}

type Answer = { status: number; body: unknown }
let addAnswer: Answer
/** The fake server's basket: what GET answers, raised by a successful add like the real one. */
let stored = 0
const calls: Array<{ url: string; method: string; body: unknown }> = []

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input)
  const method = init?.method ?? 'GET'
  calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined })
  const json = (a: Answer) => new Response(JSON.stringify(a.body), { status: a.status })
  if (url.startsWith('/api/user/')) return Promise.resolve(json({ status: 200, body: user }))
  if (url.startsWith('/api/shop/basket/get/'))
    return Promise.resolve(
      json({ status: 200, body: { type: 'success', statusCode: 200, basket: basketWith(stored) } }),
    )
  if (url.startsWith('/api/shop/basket/addItem/')) {
    if (addAnswer.status === 200) stored += 1
    return Promise.resolve(json(addAnswer))
  }
  return Promise.resolve(json({ status: 404, body: { type: 'error', error: 'unexpected call' } }))
}

function basketWith(count: number) {
  return { key: basketKey, items: [], count, cost: { withTax: 0, withoutTax: 0, currencyCode: 'EUR' } }
}

function Shell({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return (
    <NextIntlClientProvider locale="de" messages={messages} timeZone="Europe/Berlin">
      <QueryClientProvider client={client}>
        <ShopProvider shop={shop}>{children}</ShopProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  )
}

const props: AddToCartButtonProps = {
  productId: 100001,
  productName: 'Bettwäsche Karlo',
  imageSrc: null,
  variant: { id: 7, label: '135 × 200 cm', articleNumber: '1234567', buyable: true },
  variantUnchosen: false,
  personalised: false,
  gift: false,
}

function renderButton(overrides: Partial<AddToCartButtonProps> = {}) {
  return render(
    <Shell>
      <AddToCartButton {...props} {...overrides} />
      <BasketCounter />
      <AddToCartLayer />
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
  window.localStorage.clear()
  calls.length = 0
  stored = 0
  vi.stubGlobal('fetch', vi.fn(fakeFetch))
  useDialogStore.setState({ stack: EMPTY_STACK })
  useAddToCartLayerStore.getState().hide()
  useCustomisationStore.setState({ byProduct: {} })
  useAddToCartRequestStore.setState({ productId: null })
})
afterEach(() => {
  act(() => toast.dismiss())
  cleanup()
  vi.unstubAllGlobals()
})

describe('add to cart from the product page (spec 02 §4, §7, §8)', () => {
  it('adds the chosen variant with quantity 1, shows the success layer, the message and the new count', async () => {
    addAnswer = { status: 200, body: { type: 'success', statusCode: 201, basket: basketWith(1) } }
    renderButton()
    await userEvent.click(await screen.findByRole('button', { name: 'In den Warenkorb' }))
    const layer = await screen.findByTestId('add-to-cart-layer')
    expect(layer).toHaveAttribute('data-type', 'success')
    expect(screen.getByRole('dialog', { name: 'Zum Warenkorb hinzugefügt' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' }).getAttribute('href')).toMatch(
      /\/warenkorb\/?$/,
    )
    expect(await screen.findByText('Bettwäsche Karlo liegt im Warenkorb.')).toBeInTheDocument()
    expect(await screen.findByTestId('basket-count')).toHaveTextContent('1')
    // The counter remembers the basket's lines (this fake basket lists none) for the basket page's
    // placeholder (lib/basket/rules/loading-hint.ts).
    await waitFor(() => expect(window.localStorage.getItem(BASKET_LINES_KEY)).toBe('0'))
    const add = calls.find((c) => c.url.startsWith('/api/shop/basket/addItem/'))
    expect(add).toMatchObject({ method: 'POST', body: { basketKey, variantId: 7, quantity: 1, options: {} } })
  })

  it('a refusal shows the error layer and names product and variant (basket.addToCartFailed)', async () => {
    addAnswer = { status: 422, body: { type: 'error', error: 'quantity 1 exceeds the available quantity 0' } }
    renderButton()
    await userEvent.click(await screen.findByRole('button', { name: 'In den Warenkorb' }))
    expect(await screen.findByTestId('add-to-cart-layer')).toHaveAttribute('data-type', 'error')
    expect(screen.getByRole('dialog', { name: 'Hinzufügen fehlgeschlagen' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Zum Warenkorb' })).toBeNull()
    expect(
      await screen.findByText(
        'Bettwäsche Karlo (135 × 200 cm) konnte nicht in den Warenkorb gelegt werden: nicht mehr in dieser Menge verfügbar',
      ),
    ).toBeInTheDocument()
  })

  it("'go on shopping' hides the layer and closes its dialog", async () => {
    addAnswer = { status: 200, body: { type: 'success', statusCode: 201, basket: basketWith(1) } }
    renderButton()
    await userEvent.click(await screen.findByRole('button', { name: 'In den Warenkorb' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Weiter einkaufen' }))
    await waitFor(() => expect(screen.queryByTestId('add-to-cart-layer')).toBeNull())
    expect(useDialogStore.getState().stack).toEqual(EMPTY_STACK)
  })

  it('a personalised product asks for the engraving first and adds nothing yet', async () => {
    renderButton({ personalised: true })
    await userEvent.click(await screen.findByRole('button', { name: 'In den Warenkorb' }))
    expect(useDialogStore.getState().isOpen('productCustomiseModal')).toBe(true)
    expect(calls.some((c) => c.url.includes('addItem'))).toBe(false)
  })

  it('sends the engraving as customData.customText once chosen', async () => {
    addAnswer = { status: 200, body: { type: 'success', statusCode: 201, basket: basketWith(1) } }
    useCustomisationStore.getState().set(100001, { kind: 'text', lines: ['Für Anna'] })
    renderButton({ personalised: true })
    await userEvent.click(await screen.findByRole('button', { name: 'In den Warenkorb' }))
    await screen.findByTestId('add-to-cart-layer')
    const add = calls.find((c) => c.url.startsWith('/api/shop/basket/addItem/'))
    expect(add?.body).toMatchObject({ customData: { customText: { text1: 'Für Anna' } } })
  })

  it('action=addToCart adds once by itself when nothing is left to ask', async () => {
    addAnswer = { status: 200, body: { type: 'success', statusCode: 201, basket: basketWith(1) } }
    useAddToCartRequestStore.getState().request(100001)
    renderButton()
    await screen.findByTestId('add-to-cart-layer')
    await waitFor(() => expect(calls.filter((c) => c.url.includes('addItem'))).toHaveLength(1))
    expect(useAddToCartRequestStore.getState().productId).toBeNull()
  })

  it('a variant that cannot be bought has a disabled button that says why', async () => {
    renderButton({ variant: { ...props.variant, buyable: false } })
    const button = await screen.findByRole('button', { name: /In den Warenkorb/ })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('Dieser Artikel ist derzeit nicht bestellbar.')
  })
})
