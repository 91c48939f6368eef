// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { RemindMeForm } from '@/components/product/RemindMeForm'
import { renderWithIntl } from '../intl'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function answer(status: number, body = '{}') {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(
    async () => new Response(body, { status }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
const field = () => screen.getByRole('textbox', { name: 'E-Mail-Adresse' })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Erinnerung anfordern' }))
const render = () => renderWithIntl(<RemindMeForm productId={24} variant="NOVA_02" variantLabel="Blau" />)

describe('remind-when-available form (spec 02 §5 email rules)', () => {
  it('asks for an address, then for a valid one, without sending anything', async () => {
    const fetchMock = answer(200)
    render()
    expect(screen.getByText(/sobald „Blau“ wieder lieferbar ist/)).toBeInTheDocument()
    submit()
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte geben Sie Ihre E-Mail-Adresse ein.')
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    fireEvent.change(field(), { target: { value: 'anna@' } })
    submit()
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the variant and the address lowercased, and thanks the shopper', async () => {
    const fetchMock = answer(200)
    render()
    fireEvent.change(field(), { target: { value: '  Anna.Muster@Example.DE ' } })
    submit()
    expect(await screen.findByText(/Vielen Dank!/)).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/shop/remind-me/')
    expect(JSON.parse(String(init?.body))).toEqual({
      productId: 24,
      variant: 'NOVA_02',
      language: 'de',
      email: 'anna.muster@example.de',
    })
    expect(field()).toHaveValue('')
  })

  it('tells the shopper when reminders cannot be taken (503) and when sending failed', async () => {
    answer(503)
    render()
    fireEvent.change(field(), { target: { value: 'anna@example.de' } })
    submit()
    expect(
      await screen.findByText(/Erinnerungen können wir im Moment leider nicht annehmen/),
    ).toBeInTheDocument()
    expect(field()).toHaveValue('anna@example.de')
    answer(500)
    submit()
    expect(await screen.findByText(/Das hat leider nicht geklappt/)).toBeInTheDocument()
  })

  it('asks an address that has not confirmed to check its inbox (issue 13 item 4), and names the limit', async () => {
    answer(200, JSON.stringify({ type: 'confirm' }))
    render()
    fireEvent.change(field(), { target: { value: 'anna@example.de' } })
    submit()
    expect(await screen.findByText(/Bitte bestätigen Sie Ihre E-Mail-Adresse/)).toBeInTheDocument()
    expect(screen.queryByText(/Vielen Dank!/)).toBeNull()
    answer(429)
    fireEvent.change(field(), { target: { value: 'anna@example.de' } })
    submit()
    expect(await screen.findByText(/Zu viele Anfragen/)).toBeInTheDocument()
  })
})
