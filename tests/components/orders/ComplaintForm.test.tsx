// @vitest-environment jsdom
/**
 * The order complaint form (issue 11 item 8): items with quantities, a reason (missing, wrong, damaged,
 * other), a text with its limit shown; errors tied to their fields and announced, the first one focused;
 * the server's field problems on their fields; a confirmation that takes the focus.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ComplaintForm } from '@/components/orders/ComplaintForm'
import { COMPLAINT_FORM_REASONS } from '@/lib/orders/rules/complaint-form'
import { COMPLAINT_REASONS } from '@/lib/orders/rules/schemas'
import { fakeFetch, renderAuth } from '../account/auth-shell'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const LINES = [
  { lineId: 11, name: 'Kuscheldecke', articleNumber: '100007', quantity: 3 },
  { lineId: 12, name: 'Milchaufschäumer', articleNumber: '100008', quantity: 1 },
]
const PATH = '/api/user/orders/DE-1000042/complaint/'
const show = () => renderAuth(<ComplaintForm orderNumber="DE-1000042" lines={LINES} />)

describe('order complaint form', () => {
  it('offers the reasons the server takes', () => {
    expect([...COMPLAINT_FORM_REASONS]).toEqual([...COMPLAINT_REASONS])
  })

  it('names every missing part on its field and focuses the first; nothing is sent', async () => {
    const api = fakeFetch({})
    const user = userEvent.setup()
    show()
    await user.click(screen.getByRole('button', { name: 'Reklamation senden' }))
    const items = screen.getByRole('group', { name: 'Betroffene Artikel *' })
    await waitFor(() =>
      expect(items).toHaveAccessibleDescription('Bitte wählen Sie mindestens einen Artikel.'),
    )
    expect(within(items).getByRole('checkbox', { name: /Kuscheldecke/ })).toHaveFocus()
    expect(screen.getByRole('group', { name: 'Grund *' })).toHaveAccessibleDescription(
      'Bitte wählen Sie einen Grund.',
    )
    expect(screen.getByLabelText('Ihre Nachricht *')).toHaveAccessibleDescription(
      /Bitte beschreiben Sie kurz das Problem\./,
    )
    expect(api.fetchMock).not.toHaveBeenCalled()
  })

  it('shows the text limit and sends items, reason and text; the confirmation takes the focus', async () => {
    const api = fakeFetch({
      [PATH]: () => ({ status: 201, body: { type: 'success', complaint: { id: 1 } } }),
    })
    const user = userEvent.setup()
    show()
    await user.click(screen.getByRole('checkbox', { name: /Kuscheldecke/ }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Anzahl für Kuscheldecke' }), '2')
    await user.click(screen.getByRole('radio', { name: 'Artikel beschädigt' }))
    const text = screen.getByLabelText('Ihre Nachricht *')
    await user.type(text, 'Der Deckel ist gebrochen.')
    expect(text).toHaveAccessibleDescription('25 von 2000 Zeichen')
    await user.click(screen.getByRole('button', { name: 'Reklamation senden' }))
    const status = await screen.findByText(/Ihre Reklamation ist bei uns eingegangen/)
    expect(status).toHaveAttribute('role', 'status')
    await waitFor(() => expect(status).toHaveFocus())
    expect(api.bodies(PATH)).toEqual([
      { items: [{ lineId: 11, quantity: 2 }], reason: 'damaged', text: 'Der Deckel ist gebrochen.' },
    ])
    expect(api.urls()).toEqual([`${PATH}?locale=de`])
    expect(screen.queryByRole('button', { name: 'Reklamation senden' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Zurück zur Bestellung' })).toBeInTheDocument()
  })

  it("puts the server's field problem on its field", async () => {
    fakeFetch({
      [PATH]: () => ({
        status: 400,
        body: {
          type: 'error',
          error: 'invalid request',
          fields: [{ field: 'body.items', message: 'orders.errors.complaintItems' }],
        },
      }),
    })
    const user = userEvent.setup()
    show()
    await user.click(screen.getByRole('checkbox', { name: /Milchaufschäumer/ }))
    await user.click(screen.getByRole('radio', { name: 'Artikel fehlt' }))
    await user.type(screen.getByLabelText('Ihre Nachricht *'), 'Fehlt.')
    await user.click(screen.getByRole('button', { name: 'Reklamation senden' }))
    const items = screen.getByRole('group', { name: 'Betroffene Artikel *' })
    await waitFor(() =>
      expect(items).toHaveAccessibleDescription('Bitte wählen Sie Artikel und Anzahl aus Ihrer Bestellung.'),
    )
    expect(within(items).getAllByRole('checkbox')[0]).toHaveFocus()
  })
})
