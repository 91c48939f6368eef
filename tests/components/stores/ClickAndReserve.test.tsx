// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { NextIntlClientProvider } from 'next-intl'
import { ShopProvider } from '@/components/app-shell/ShopContext'
import { ClickAndReserveButton, ReserveBasketButton } from '@/components/stores/ClickAndReserve'
import { getMarket, type MarketCode } from '@/lib/config'
import { toClientShop } from '@/lib/config/client'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import messages from '@/messages/de'
import { installLayoutShim } from '../intl'

// Click and reserve on the product page and from the basket (spec 02 §2 dialog kinds), over a fake server.
const STORES = [
  store(103, 'München Altstadt', 'Färbergasse 21', '80331', 'München', { 7: 9, 8: 2 }),
  store(101, 'Berlin Mitte', 'Lindenhof 14', '10117', 'Berlin', { 7: 2, 8: 5 }),
  store(105, 'Leipzig Showroom', 'Am Messetor 2', '04109', 'Leipzig', { 7: 0, 8: 0 }),
  store(102, 'Hamburg Jungfernstieg', 'Alsterbogen 3', '20354', 'Hamburg', { 7: 8, 8: 0 }),
]

function store(
  id: number,
  name: string,
  street: string,
  postalCode: string,
  city: string,
  stock: Record<string, number>,
) {
  return { id, name, street, postalCode, city, openingHours: 'Mo–Fr 10–19 Uhr', lat: null, lng: null, stock }
}

type Answer = { status: number; body: unknown }
let reserveAnswer: Answer
const calls: Array<{ url: string; method: string; body: unknown }> = []

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input)
  const method = init?.method ?? 'GET'
  calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined })
  const json = (a: Answer) => new Response(JSON.stringify(a.body), { status: a.status })
  if (url.startsWith('/api/shop/stores/reserve/')) return Promise.resolve(json(reserveAnswer))
  if (url.startsWith('/api/shop/stores/?')) {
    const ids = new URL(url, 'http://x').searchParams.get('variantIds')!.split(',')
    const body = STORES.map((s) => ({
      ...s,
      stock: Object.fromEntries(ids.map((id) => [id, s.stock[id as '7'] ?? 0])),
    }))
    return Promise.resolve(json({ status: 200, body }))
  }
  return Promise.resolve(json({ status: 404, body: { type: 'error', error: 'unexpected call' } }))
}

function renderIn(market: MarketCode, ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <NextIntlClientProvider locale="de" messages={messages} timeZone="Europe/Berlin">
      <QueryClientProvider client={client}>
        <ShopProvider shop={toClientShop(getMarket(market), 'de')}>{ui}</ShopProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  )
}

const success = (id: number) => ({
  status: 200,
  body: {
    type: 'success',
    reservationIds: [1],
    store: { ...STORES.find((s) => s.id === id)!, stock: undefined },
    heldUntil: '2026-11-30T16:00:00.000Z',
  },
})

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
beforeEach(() => {
  calls.length = 0
  reserveAnswer = success(103)
  vi.stubGlobal('fetch', vi.fn(fakeFetch))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  useDialogStore.setState({ stack: EMPTY_STACK })
})

/** Opens the product page's dialog, chooses Hamburg and sends a name and an address. */
async function sendForm() {
  const user = userEvent.setup()
  renderIn('de-de', <ClickAndReserveButton variantId={7} />)
  await user.click(screen.getByRole('button', { name: 'Click & Reserve' }))
  const dialog = await screen.findByRole('dialog')
  await user.click(await within(dialog).findByRole('radio', { name: /Hamburg/ }))
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Anna')
  await user.type(within(dialog).getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@example.de')
  await user.click(within(dialog).getByRole('button', { name: 'Verbindlich reservieren' }))
  return { user, dialog }
}

const optionNames = () =>
  screen.getAllByTestId('store-option').map((o) => o.querySelector('strong')!.textContent)

describe('Click & Reserve on the product page', () => {
  it('is offered only where the market enables it', () => {
    renderIn('de-ch', <ClickAndReserveButton variantId={7} />)
    expect(screen.queryByRole('button', { name: 'Click & Reserve' })).toBeNull()
    cleanup()
    renderIn('de-at', <ClickAndReserveButton variantId={7} />)
    expect(screen.getByRole('button', { name: 'Click & Reserve' })).toBeInTheDocument()
  })

  it('lists the branches by availability, reserves in the chosen one and shows its address', async () => {
    const user = userEvent.setup()
    renderIn('de-de', <ClickAndReserveButton variantId={7} />)
    await user.click(screen.getByRole('button', { name: 'Click & Reserve' }))
    const dialog = await screen.findByRole('dialog', { name: 'Im Geschäft reservieren' })
    await within(dialog).findAllByTestId('store-option')
    expect(calls[0]?.url).toBe('/api/shop/stores/?locale=de&variantIds=7')
    expect(optionNames()).toEqual([
      'Hamburg Jungfernstieg',
      'München Altstadt',
      'Berlin Mitte',
      'Leipzig Showroom',
    ])
    expect(
      within(dialog).getByRole('radio', { name: /Berlin Mitte.*Nur noch wenige vorrätig/ }),
    ).toBeEnabled()
    expect(within(dialog).getByRole('radio', { name: /Leipzig Showroom.*Nicht vorrätig/ })).toBeDisabled()

    // Nothing chosen, nothing filled in: every problem is named, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich reservieren' }))
    expect(await within(dialog).findByText('Bitte wählen Sie ein Geschäft.')).toBeInTheDocument()
    expect(within(dialog).getAllByText('Bitte füllen Sie dieses Feld aus.')).toHaveLength(2)
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)

    await user.click(within(dialog).getByRole('radio', { name: /München Altstadt/ }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Anna Beispiel')
    await user.type(within(dialog).getByRole('textbox', { name: 'E-Mail-Adresse' }), 'Anna@Example.DE')
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich reservieren' }))
    const done = await within(dialog).findByTestId('reserve-success')
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toEqual({
      url: '/api/shop/stores/reserve/',
      method: 'POST',
      body: {
        storeId: 103,
        items: [{ variantId: 7, quantity: 1 }],
        name: 'Anna Beispiel',
        email: 'anna@example.de',
        locale: 'de',
      },
    })
    expect(done).toHaveTextContent(
      'Wir legen 1 Artikel für Sie zurück: München Altstadt, Färbergasse 21, 80331 München.',
    )
    // Issue 13 item 4: the reservation ends; the shopper reads when.
    expect(done).toHaveTextContent(
      'Wir halten die Ware bis Montag, 30. November 2026 um 17:00 für Sie bereit.',
    )
    expect(done).toHaveTextContent('Die Bestätigung schicken wir an anna@example.de.')
    expect(within(done).getByRole('heading', { name: 'Reserviert!' })).toHaveFocus()
    await user.click(within(done).getByRole('button', { name: 'Schließen' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('explains a refusal when the shelf ran short meanwhile, and asks for the stock again', async () => {
    reserveAnswer = {
      status: 409,
      body: { type: 'error', error: 'not enough stock in this store for variant 7' },
    }
    const { dialog } = await sendForm()
    expect(
      await within(dialog).findByText(/nicht mehr in der gewünschten Menge vorrätig/),
    ).toBeInTheDocument()
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/api/shop/stores/?'))).toHaveLength(2),
    )
    expect(within(dialog).queryByTestId('reserve-success')).toBeNull()
  })
})

describe('Click & Reserve for an address that has not confirmed (issue 13 item 4)', () => {
  it('tells the shopper to confirm with the link in their inbox: nothing is reserved yet', async () => {
    reserveAnswer = { status: 200, body: { type: 'confirm' } }
    const { dialog } = await sendForm()
    const pending = await within(dialog).findByTestId('reserve-confirm')
    expect(within(pending).getByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toHaveFocus()
    expect(pending).toHaveTextContent('Wir haben einen Bestätigungslink an anna@example.de geschickt.')
    expect(within(dialog).queryByTestId('reserve-success')).toBeNull()
  })

  it('explains the cap on open reservations (429)', async () => {
    reserveAnswer = {
      status: 429,
      body: { type: 'error', error: 'too many open reservations for this address' },
    }
    const { dialog } = await sendForm()
    expect(await within(dialog).findByText(/bereits mehrere offene Reservierungen/)).toBeInTheDocument()
  })
})

describe('Reserve in store from the basket', () => {
  const lines = [
    { variantId: 7, quantity: 2 },
    { variantId: 8, quantity: 1 },
  ]

  it('lists only branches holding every line and reserves them all', async () => {
    reserveAnswer = success(101)
    const user = userEvent.setup()
    renderIn('de-de', <ReserveBasketButton lines={lines} />)
    await user.click(screen.getByRole('button', { name: 'Im Geschäft reservieren' }))
    const dialog = await screen.findByRole('dialog', { name: 'Warenkorb im Geschäft reservieren' })
    await within(dialog).findAllByTestId('store-option')
    expect(calls[0]?.url).toBe('/api/shop/stores/?locale=de&variantIds=7%2C8')
    // Hamburg has no piece of 8, Leipzig nothing: both left out. München 9/2 → few; Berlin 2/5 → few.
    expect(optionNames()).toEqual(['Berlin Mitte', 'München Altstadt'])
    await user.click(within(dialog).getByRole('radio', { name: /Berlin Mitte/ }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Anna')
    await user.type(within(dialog).getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@example.de')
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich reservieren' }))
    const done = await within(dialog).findByTestId('reserve-success')
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({
      storeId: 101,
      items: lines,
    })
    expect(done).toHaveTextContent(
      'Wir legen 3 Artikel für Sie zurück: Berlin Mitte, Lindenhof 14, 10117 Berlin.',
    )
  })

  it('says so when no branch holds the whole basket', async () => {
    const user = userEvent.setup()
    renderIn('de-de', <ReserveBasketButton lines={[{ variantId: 8, quantity: 9 }]} />)
    await user.click(screen.getByRole('button', { name: 'Im Geschäft reservieren' }))
    expect(await screen.findByTestId('reserve-none')).toHaveTextContent(
      'Kein Geschäft hat alle Artikel Ihres Warenkorbs vorrätig.',
    )
  })
})
