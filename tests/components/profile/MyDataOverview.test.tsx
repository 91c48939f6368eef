// @vitest-environment jsdom
/** The my-data overview (GDPR Art. 15; issue 10 item 7): every section, in the market's formats. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { createTranslator } from 'next-intl'
import { MyDataOverview } from '@/components/profile/MyDataOverview'
import type { AccountData } from '@/lib/account/server/export'
import { getMarket } from '@/lib/config'
import messages from '@/messages/de'

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: string }) =>
    createTranslator({ locale: 'de', messages, namespace: namespace as 'profile' }),
}))

afterEach(cleanup)

const at = (iso: string) => new Date(iso)
const data: AccountData = {
  format: 1,
  generatedAt: at('2026-03-01T10:00:00Z'),
  profile: {
    accountId: 'a'.repeat(64),
    customerNo: 1042,
    shopId: 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    gender: 'f',
    email: 'ada@example.org',
    phone: null,
    birthDate: '1985-12-10',
    isGuestCustomer: false,
    registeredAt: at('2026-01-05T09:30:00Z'),
    passwordSet: true,
    passwordChangedAt: at('2026-01-05T09:30:00Z'),
    createdAt: at('2026-01-05T09:30:00Z'),
    updatedAt: at('2026-02-01T12:00:00Z'),
  },
  newsletter: { subscribed: false },
  addresses: [
    {
      id: 1,
      kind: 'shipping',
      gender: 'f',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: null,
      street: 'Unter den Linden',
      houseNumber: '1',
      addressExtra: null,
      postcode: '10117',
      city: 'Berlin',
      country: 'DE',
      phone: null,
      isDefaultBilling: false,
      isDefaultShipping: true,
      createdAt: at('2026-01-06T10:00:00Z'),
      updatedAt: at('2026-01-06T10:00:00Z'),
    },
  ],
  balance: {
    entries: [
      {
        amountCents: 1500,
        currency: 'EUR',
        reason: 'Gutschrift Retoure',
        createdAt: at('2026-02-02T08:00:00Z'),
      },
    ],
    totals: [{ currency: 'EUR', amountCents: 1500 }],
  },
  sessions: [
    {
      createdAt: at('2026-02-01T08:00:00Z'),
      lastSeenAt: at('2026-02-01T09:00:00Z'),
      expiresAt: at('2026-05-02T09:00:00Z'),
      current: false,
    },
    {
      createdAt: at('2026-03-01T08:00:00Z'),
      lastSeenAt: at('2026-03-01T09:00:00Z'),
      expiresAt: at('2026-05-30T09:00:00Z'),
      current: true,
    },
  ],
  passwordResets: [],
  contactMessages: [
    {
      subject: 'delivery',
      message: 'Wo ist mein Paket?',
      replyName: 'Ada',
      replyEmail: 'ada@example.org',
      language: 'de',
      createdAt: at('2026-02-10T15:00:00Z'),
    },
  ],
  basket: {
    items: [
      {
        productId: 7,
        variantId: 70,
        productName: 'Kuscheldecke',
        quantity: 2,
        itemGroupId: '',
        customData: {},
        createdAt: at('2026-02-20T10:00:00Z'),
      },
    ],
  },
  wishlist: { items: [] },
  orders: [
    {
      orderNumber: 'DE-1000042',
      market: 'de-de',
      language: 'de',
      currency: 'EUR',
      state: 'confirmed',
      placedAt: at('2026-02-21T10:00:00Z'),
      updatedAt: at('2026-02-21T10:00:00Z'),
      customer: {
        email: 'ada@example.org',
        isGuestCustomer: false,
        gender: 'f',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
      billingAddress: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        street: 'Unter den Linden',
        houseNumber: '1',
        postcode: '10117',
        city: 'Berlin',
        country: 'DE',
      },
      shippingAddress: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        street: 'Unter den Linden',
        houseNumber: '1',
        postcode: '10117',
        city: 'Berlin',
        country: 'DE',
      },
      shippingKind: 'standard',
      totals: {
        goodsGrossCents: 5998,
        shippingGrossCents: 495,
        discountGrossCents: 0,
        totalGrossCents: 6493,
        giftCardCents: 0,
        payableCents: 6493,
        vat: [{ rate: 19, grossCents: 6493, netCents: 5456, vatCents: 1037 }],
      },
      paymentMethod: 'RE',
      voucherCode: null,
      lines: [
        {
          referenceKey: '100007_1',
          name: 'Kuscheldecke',
          brand: 'Home',
          quantity: 2,
          unitGrossCents: 2999,
          totalGrossCents: 5998,
          vatRate: 19,
          customText: null,
        },
      ],
      payments: [
        {
          method: 'RE',
          status: 'pending',
          amountCents: 6493,
          createdAt: at('2026-02-21T10:00:00Z'),
          updatedAt: at('2026-02-21T10:00:00Z'),
        },
      ],
      complaints: [],
    },
  ],
  mails: [{ kind: 'welcome', createdAt: at('2026-01-05T09:30:00Z'), sentAt: null }],
}

describe('my data overview', () => {
  it('shows every section with the stored values, and "no entries" where there are none', async () => {
    render(await MyDataOverview({ data, market: getMarket('de-de'), language: 'de' }))
    const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!
    expect(within(section('Persönliche Daten')).getByText('1042')).toBeInTheDocument()
    expect(within(section('Persönliche Daten')).getByText('10. Dezember 1985')).toBeInTheDocument()
    expect(
      within(section('Newsletter')).getByText('Sie sind nicht für den Newsletter angemeldet.'),
    ).toBeInTheDocument()
    expect(
      within(section('Adressen')).getByText(/Unter den Linden 1\s+10117 Berlin\s+Deutschland/),
    ).toBeInTheDocument()
    expect(within(section('Adressen')).getByText(/Standard-Lieferadresse/)).toBeInTheDocument()
    expect(within(section('Kontoguthaben')).getAllByText('15,00 €')).toHaveLength(2)
    expect(within(section('Warenkorb')).getByRole('cell', { name: 'Kuscheldecke' })).toBeInTheDocument()
    expect(within(section('Merkliste')).getByText('Keine Einträge.')).toBeInTheDocument()
    expect(
      within(section('Nachrichten an den Kundenservice')).getByText('Wo ist mein Paket?'),
    ).toBeInTheDocument()
    expect(within(section('Anmeldungen auf Ihren Geräten')).getAllByText(/Dieses Gerät/)).toHaveLength(1)
    expect(within(section('E-Mails an Sie')).getByText('noch nicht versendet')).toBeInTheDocument()
    // Issue 11 item 8: the orders belong to everything the shop stores about the customer.
    const orders = within(section('Bestellungen'))
    expect(orders.getByText('DE-1000042')).toBeInTheDocument()
    expect(orders.getByText(/Bestätigt · 64,93 €/)).toBeInTheDocument()
    expect(orders.getByText('2 × Kuscheldecke (Art.-Nr. 100007_1): 59,98 €')).toBeInTheDocument()
    expect(orders.getByText(/Rechnung 64,93 € \(in Bearbeitung\)/)).toBeInTheDocument()
    expect(
      within(section('Angeforderte Links zum Zurücksetzen des Passworts')).getByText('Keine Einträge.'),
    ).toBeInTheDocument()
  })

  it('lets the keyboard scroll a wide table on a phone: each table is a named, focusable region', async () => {
    render(await MyDataOverview({ data, market: getMarket('de-de'), language: 'de' }))
    const region = screen.getByRole('region', { name: 'Warenkorb' })
    expect(region).toHaveAttribute('tabindex', '0')
    expect(within(region).getByRole('table')).toBeInTheDocument()
  })
})
