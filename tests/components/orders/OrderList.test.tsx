// @vitest-environment jsdom
/**
 * The order list (issue 11 item 8; spec 01 §2 order list): each order with number, date, state, item
 * count and total linking to its detail; pages; an empty state with a way to the shop; de and fr.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { createTranslator } from 'next-intl'
import { OrderList, type OrderListPage } from '@/components/orders/OrderList'
import { getMarket, type Language, type MarketCode } from '@/lib/config'
import de from '@/messages/de'
import fr from '@/messages/fr'
import nl from '@/messages/nl'
import { renderAuth } from '../account/auth-shell'

const MESSAGES = { de, fr, nl }
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Language; namespace: string }) =>
    createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as 'checkout' }),
}))
afterEach(cleanup)

const entry = (orderNumber: string, extra: Partial<OrderListPage['orders'][number]> = {}) => ({
  orderNumber,
  placedAt: '2026-02-21T10:00:00.000Z',
  state: 'confirmed' as const,
  totalGrossCents: 7243,
  currency: 'EUR',
  paymentMethod: 'RE',
  itemCount: 3,
  ...extra,
})

async function show(list: OrderListPage, market: MarketCode = 'de-de', language: Language = 'de') {
  renderAuth(await OrderList({ list, market: getMarket(market), language }), market, language)
}

// next/link adds the trailing slash from next.config at run time; outside Next the paths come bare.
describe('order list', () => {
  it('shows each order with number, date, state, pieces and total, linked to its detail', async () => {
    await show({
      orders: [entry('DE-1000043', { state: 'cancelled', itemCount: 1 }), entry('DE-1000042')],
      page: 1,
      pages: 1,
      total: 2,
    })
    const cards = screen.getAllByTestId('order-card')
    expect(cards).toHaveLength(2)
    const first = within(cards[0]!)
    expect(first.getByRole('heading', { name: 'Bestellung DE-1000043' })).toBeInTheDocument()
    expect(first.getByText('Storniert')).toBeInTheDocument()
    expect(first.getByText('1 Artikel')).toBeInTheDocument()
    const second = within(cards[1]!)
    expect(second.getByText('Bestätigt')).toBeInTheDocument()
    expect(second.getByText('21.02.2026')).toBeInTheDocument()
    expect(second.getByText('72,43 €')).toBeInTheDocument()
    expect(second.getByRole('link', { name: 'Details zu Bestellung DE-1000042' })).toHaveAttribute(
      'href',
      '/de/konto/bestellung/DE-1000042',
    )
    expect(screen.queryByRole('navigation', { name: 'Seiten' })).toBeNull()
  })

  it('pages ten at a time with previous and next', async () => {
    await show({ orders: [entry('DE-1000042')], page: 2, pages: 3, total: 25 })
    const nav = screen.getByRole('navigation', { name: 'Seiten' })
    expect(within(nav).getByText('Seite 2 von 3')).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute(
      'href',
      '/de/konto/bestellungen?page=1',
    )
    expect(within(nav).getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute(
      'href',
      '/de/konto/bestellungen?page=3',
    )
  })

  it('without orders, says so and offers the way to the shop', async () => {
    await show({ orders: [], page: 1, pages: 0, total: 0 })
    const empty = screen.getByTestId('orders-empty')
    expect(within(empty).getByText('Sie haben noch keine Bestellungen.')).toBeInTheDocument()
    expect(within(empty).getByRole('link', { name: 'Jetzt einkaufen' })).toHaveAttribute('href', '/de')
  })

  it('speaks French in fr-ch, with the French paths and Swiss francs', async () => {
    await show(
      { orders: [entry('CHF-1000001', { currency: 'CHF', state: 'shipped' })], page: 1, pages: 1, total: 1 },
      'fr-ch',
      'fr',
    )
    const card = within(screen.getByTestId('order-card'))
    expect(card.getByText('Expédiée')).toBeInTheDocument()
    expect(card.getByText('3 articles')).toBeInTheDocument()
    expect(card.getByText(/72.43/)).toHaveTextContent('CHF')
    expect(card.getByRole('link', { name: 'Détails de la commande CHF-1000001' })).toHaveAttribute(
      'href',
      '/fr/compte/commandes/CHF-1000001',
    )
  })
})
