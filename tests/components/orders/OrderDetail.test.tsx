// @vitest-environment jsdom
/**
 * The order detail (issue 11 item 8): the lines as basket line cards in the order-detail form (spec 02
 * §2: the quantity as an amount, no stepper), totals with VAT per rate, delivery, payment, addresses,
 * invoice and complaint links, and the cancel button only where the market offers it and the state
 * allows it; the cancel order dialog (spec 02 §2) posts the cancel and the page is read again.
 */
import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { OrderDetail } from '@/components/orders/OrderDetail'
import { renderAuth, fakeFetch, withDialogTestHooks } from '../account/auth-shell'
import { detailOf } from './order-fixture'

const router = vi.hoisted(() => ({ refresh: vi.fn() }))
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => router,
}))
withDialogTestHooks()

const show = async (detail = detailOf()) => renderAuth(<OrderDetail detail={detail} language="de" />)

describe('order detail', () => {
  it('shows the lines with the quantity as an amount, totals with VAT, delivery, payment and addresses', async () => {
    await show()
    const cards = screen.getAllByTestId('basket-line')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByTestId('line-amount')).toHaveTextContent('Menge: 2')
    expect(within(cards[0]!).queryByRole('spinbutton')).toBeNull()
    expect(within(cards[0]!).queryByTestId('line-remove')).toBeNull()
    expect(within(cards[0]!).getByTestId('line-total')).toHaveTextContent('59,98 €')
    expect(within(cards[0]!).getByTestId('line-link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/de\/p\/kuscheldecke-7\/?\?variant=100007_1$/),
    )
    const totals = within(screen.getByTestId('order-totals'))
    expect(totals.getByText('Gutschein WELCOME10')).toBeInTheDocument()
    expect(totals.getByText('−7,50 €')).toBeInTheDocument()
    expect(totals.getByText('inkl. 19 % MwSt.')).toBeInTheDocument()
    expect(totals.getByText('11,56 €')).toBeInTheDocument()
    expect(screen.getByTestId('order-total')).toHaveTextContent('72,43 €')
    expect(screen.getByTestId('order-delivery')).toHaveTextContent(
      'Voraussichtliche Lieferung: 24.02.2026 – 26.02.2026',
    )
    expect(screen.getByTestId('order-payments')).toHaveTextContent('Rechnung · 72,43 € · in Bearbeitung')
    expect(screen.getByTestId('order-shippingAddress')).toHaveTextContent(
      /Hauptstraße 12a.*14467 Potsdam.*Deutschland/,
    )
    expect(screen.getByTestId('order-state')).toHaveTextContent('Bestätigt')
    expect(screen.getByTestId('invoice-download')).toHaveAttribute(
      'href',
      '/api/user/orders/DE-1000042/invoice/?locale=de',
    )
    expect(screen.getByRole('link', { name: 'Reklamieren' })).toHaveAttribute(
      'href',
      '/de/konto/bestellung/reklamation/DE-1000042',
    )
  })

  it('offers the cancel button only when cancellable (market option and state)', async () => {
    const view = await show(detailOf({}, false))
    expect(screen.queryByRole('button', { name: 'Bestellung stornieren' })).toBeNull()
    view.unmount()
    await show(detailOf({}, true))
    expect(screen.getByRole('button', { name: 'Bestellung stornieren' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    )
  })

  it('shows carrier and tracking link once shipped, and no estimate', async () => {
    await show(
      detailOf(
        {
          state: 'shipped',
          tracking: { carrierKey: 'dhl', trackingNumber: '0034', url: 'https://track.example/0034' },
        },
        false,
      ),
    )
    expect(screen.getByTestId('order-delivery')).toHaveTextContent('Ihre Bestellung ist unterwegs mit DHL.')
    expect(screen.getByTestId('tracking-link')).toHaveAttribute('href', 'https://track.example/0034')
    expect(screen.getByTestId('tracking-link')).toHaveTextContent('Sendung 0034 bei DHL verfolgen')
  })

  it('cancels through the dialog: Escape keeps the order, yes posts the cancel and reads the page again', async () => {
    const api = fakeFetch({
      '/api/user/orders/DE-1000042/cancel/': () => ({ status: 200, body: { state: 'cancelled' } }),
    })
    const user = userEvent.setup()
    await show()
    const opener = screen.getByRole('button', { name: 'Bestellung stornieren' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Bestellung DE-1000042 stornieren?' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(opener).toHaveFocus())
    expect(api.fetchMock).not.toHaveBeenCalled()

    await user.click(opener)
    await user.click(await screen.findByRole('button', { name: 'Ja, stornieren' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.urls()).toEqual(['/api/user/orders/DE-1000042/cancel/?locale=de'])
    expect(api.fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST' })
    expect(router.refresh).toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Bestellung DE-1000042 ist storniert.')
  })

  it('says so in the dialog when the order can no longer be cancelled', async () => {
    fakeFetch({
      '/api/user/orders/DE-1000042/cancel/': () => ({
        status: 409,
        body: { type: 'error', error: 'orders.errors.notCancellable' },
      }),
    })
    const user = userEvent.setup()
    await show()
    await user.click(screen.getByRole('button', { name: 'Bestellung stornieren' }))
    await user.click(await screen.findByRole('button', { name: 'Ja, stornieren' }))
    const dialog = screen.getByRole('dialog')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Diese Bestellung kann nicht mehr storniert werden.',
    )
  })
})
