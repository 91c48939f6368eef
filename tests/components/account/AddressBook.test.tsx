// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AddressBook } from '@/components/account/address-book/AddressBook'
import type { AddressView } from '@/lib/account/rules/address-fields'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { installLayoutShim, renderWithIntl } from '../intl'

// The address book's island (issue 10 item 2) over a fake server: the form's checks and announcements,
// the server's field problems, the delete confirmation with its focus, defaults and the limit.
const HOME: AddressView = {
  id: 1,
  kind: 'billing',
  gender: 'f',
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: null,
  street: 'Hauptstraße',
  house_number: '12a',
  address_extra: null,
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  phone: null,
  is_default: true,
}
const OFFICE: AddressView = { ...HOME, id: 2, street: 'Bürogasse', house_number: '3', is_default: false }

type Answer = { status: number; body: unknown }
let answer: (method: string, url: string, body: unknown) => Answer
const calls: Array<{ url: string; method: string; body: unknown }> = []

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const call = {
    url: String(input),
    method: init?.method ?? 'GET',
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  }
  calls.push(call)
  const { status, body } = answer(call.method, call.url, call.body)
  return Promise.resolve(new Response(JSON.stringify(body), { status }))
}

const renderBook = (addresses: AddressView[] = [HOME, OFFICE], max = 30) =>
  renderWithIntl(<AddressBook initialAddresses={addresses} countries={['DE']} max={max} />)

/** Waits out the tick after which the book moves focus (lib: after a dialog hands focus back). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)))

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
beforeEach(() => {
  calls.length = 0
  answer = () => ({ status: 500, body: { type: 'error', error: 'unexpected call' } })
  vi.stubGlobal('fetch', vi.fn(fakeFetch))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => useDialogStore.setState({ stack: EMPTY_STACK }))
})

describe('address book list', () => {
  it('groups billing and shipping, marks the default and says when a kind is empty', () => {
    renderBook()
    const billing = screen.getByRole('region', { name: 'Rechnungsadressen' })
    const cards = within(billing).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    expect(cards[0]).toHaveTextContent('Standard-Rechnungsadresse')
    expect(cards[0]).toHaveTextContent('Frau Ada Lovelace')
    expect(cards[0]).toHaveTextContent('Hauptstraße 12a10115 BerlinDeutschland')
    expect(within(cards[0]!).queryByRole('button', { name: /Als Standard/ })).toBeNull()
    expect(within(cards[1]!).getByRole('button', { name: 'Bearbeiten' })).toHaveAccessibleDescription(
      'Frau Ada Lovelace Bürogasse 3',
    )
    const shipping = screen.getByRole('region', { name: 'Lieferadressen' })
    expect(shipping).toHaveTextContent('Sie haben noch keine Lieferadresse gespeichert.')
    expect(screen.getByText('2 Adressen von höchstens 30 gespeichert.')).toBeInTheDocument()
  })

  it('offers no new address at the limit and says why', () => {
    renderBook([HOME, OFFICE], 2)
    expect(screen.queryByRole('button', { name: /hinzufügen/ })).toBeNull()
    expect(screen.getByText(/Höchstzahl von 2 Adressen/)).toBeInTheDocument()
  })
})

describe('address form', () => {
  it('names every problem at its field, announces it and focuses the first', async () => {
    const user = userEvent.setup()
    renderBook()
    await user.click(screen.getByRole('button', { name: 'Lieferadresse hinzufügen' }))
    const heading = screen.getByRole('heading', { name: 'Neue Adresse' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByRole('radio', { name: 'Lieferadresse' })).toBeChecked()

    await user.type(screen.getByRole('textbox', { name: /Postleitzahl/ }), '1011')
    await user.click(screen.getByRole('button', { name: 'Adresse speichern' }))
    expect(await screen.findByText('Bitte prüfen Sie die markierten Felder.')).toHaveAttribute(
      'role',
      'alert',
    )
    const firstName = screen.getByRole('textbox', { name: /Vorname/ })
    expect(firstName).toHaveAttribute('aria-invalid', 'true')
    expect(firstName).toHaveAccessibleDescription('Bitte geben Sie Ihren Namen ein.')
    expect(firstName).toHaveFocus()
    const postcode = screen.getByRole('textbox', { name: /Postleitzahl/ })
    expect(postcode).toHaveAccessibleDescription(
      'Bitte geben Sie eine Postleitzahl mit 5 Ziffern ein, z. B. 10115.',
    )
    expect(screen.getByRole('textbox', { name: /Firma/ })).not.toHaveAttribute('aria-invalid')
    expect(screen.getByRole('textbox', { name: /Adresszusatz/ })).toHaveAccessibleDescription(
      'z. B. Etage, Hinterhaus oder c/o',
    )
    expect(calls).toEqual([])
  })

  it('sends a valid address, shows the new list and announces it', async () => {
    const user = userEvent.setup()
    const saved: AddressView = { ...HOME, id: 3, kind: 'shipping', street: 'Lieferweg', postcode: '01067' }
    answer = () => ({
      status: 201,
      body: { type: 'success', addresses: [HOME, OFFICE, saved], address: saved },
    })
    renderBook()
    await user.click(screen.getByRole('button', { name: 'Lieferadresse hinzufügen' }))
    await user.selectOptions(screen.getByRole('combobox', { name: /Anrede/ }), 'Frau')
    await user.type(screen.getByRole('textbox', { name: /Vorname/ }), ' Ada ')
    await user.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Lovelace')
    await user.type(screen.getByRole('textbox', { name: /Straße/ }), 'Lieferweg')
    await user.type(screen.getByRole('textbox', { name: /Hausnummer/ }), '12a')
    await user.type(screen.getByRole('textbox', { name: /Postleitzahl/ }), '01067')
    await user.type(screen.getByRole('textbox', { name: /Ort/ }), 'Dresden')
    await user.click(screen.getByRole('button', { name: 'Adresse speichern' }))

    expect(await screen.findByRole('status')).toHaveTextContent('Die Adresse wurde gespeichert.')
    expect(calls).toEqual([
      {
        url: '/api/user/addresses/',
        method: 'POST',
        body: expect.objectContaining({
          kind: 'shipping',
          gender: 'f',
          first_name: 'Ada',
          street: 'Lieferweg',
          postcode: '01067',
          country: 'DE',
          company: null,
          is_default: false,
        }),
      },
    ])
    const shipping = screen.getByRole('region', { name: 'Lieferadressen' })
    expect(within(shipping).getByRole('listitem')).toHaveTextContent('Lieferweg 12a')
    await settle()
    expect(within(shipping).getByRole('button', { name: 'Bearbeiten' })).toHaveFocus()
  })

  it('puts the server’s field problems on the fields', async () => {
    const user = userEvent.setup()
    answer = () => ({
      status: 400,
      body: {
        type: 'error',
        error: 'invalid request',
        fields: [{ field: 'body.city', message: 'generic.validation.required' }],
      },
    })
    renderBook()
    await user.click(within(screen.getAllByRole('listitem')[1]!).getByRole('button', { name: 'Bearbeiten' }))
    expect(screen.getByRole('heading', { name: 'Adresse bearbeiten' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Straße/ })).toHaveValue('Bürogasse')
    expect(
      screen.getByRole('checkbox', { name: 'Als Standard-Rechnungsadresse verwenden' }),
    ).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Adresse speichern' }))
    const city = screen.getByRole('textbox', { name: /Ort/ })
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'))
    expect(city).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.')
    expect(city).toHaveFocus()
    expect(calls[0]).toMatchObject({ url: '/api/user/addresses/2/', method: 'PATCH' })
  })

  it('goes back to the list without sending when cancelled, focus on the button that opened it', async () => {
    const user = userEvent.setup()
    renderBook()
    const add = screen.getByRole('button', { name: 'Rechnungsadresse hinzufügen' })
    await user.click(add)
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }))
    await settle()
    expect(screen.getByRole('button', { name: 'Rechnungsadresse hinzufügen' })).toHaveFocus()
    expect(calls).toEqual([])
  })
})

describe('deleting and defaults', () => {
  it('asks before deleting; cancelling keeps the address and returns focus', async () => {
    const user = userEvent.setup()
    renderBook()
    const remove = within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Löschen' })
    await user.click(remove)
    const dialog = await screen.findByRole('dialog', { name: 'Adresse löschen?' })
    expect(dialog).toHaveTextContent('Das ist Ihre Standard-Rechnungsadresse.')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(remove).toHaveFocus())
    expect(calls).toEqual([])
  })

  it('deletes after the confirmation, announces it and focuses the kind’s heading', async () => {
    const user = userEvent.setup()
    answer = () => ({ status: 200, body: { type: 'success', addresses: [{ ...OFFICE, is_default: true }] } })
    renderBook()
    await user.click(within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Löschen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Adresse löschen?' })
    await user.click(within(dialog).getByRole('button', { name: 'Adresse löschen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls).toEqual([{ url: '/api/user/addresses/1/', method: 'DELETE', body: undefined }])
    expect(screen.getByRole('status')).toHaveTextContent('Die Adresse wurde gelöscht.')
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    await settle()
    expect(screen.getByRole('heading', { name: 'Rechnungsadressen' })).toHaveFocus()
  })

  it('makes an address the default of its kind', async () => {
    const user = userEvent.setup()
    answer = () => ({
      status: 200,
      body: {
        type: 'success',
        addresses: [
          { ...OFFICE, is_default: true },
          { ...HOME, is_default: false },
        ],
      },
    })
    renderBook()
    await user.click(screen.getByRole('button', { name: 'Als Standard-Rechnungsadresse festlegen' }))
    expect(calls).toEqual([{ url: '/api/user/addresses/2/default/', method: 'POST', body: undefined }])
    expect(await screen.findByText('Die Standardadresse wurde geändert.')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(
      'Standard-RechnungsadresseFrau Ada LovelaceBürogasse 3',
    )
  })

  it('reloads the list when the address is gone meanwhile', async () => {
    const user = userEvent.setup()
    answer = (method) =>
      method === 'GET'
        ? { status: 200, body: { type: 'success', addresses: [HOME] } }
        : { status: 404, body: { type: 'error', error: 'address-not-found' } }
    renderBook()
    await user.click(screen.getByRole('button', { name: 'Als Standard-Rechnungsadresse festlegen' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Adresse gibt es nicht mehr.')
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1))
  })
})
