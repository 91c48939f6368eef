// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createTranslator, NextIntlClientProvider } from 'next-intl'
import { AccountHome } from '@/components/account/home/AccountHome'
import { BalanceView } from '@/components/account/balance/BalanceView'
import type { Balance } from '@/lib/account/server/balance'
import { getMarket, type Language, type MarketCode } from '@/lib/config'
import de from '@/messages/de'
import fr from '@/messages/fr'
import nl from '@/messages/nl'
import { renderAuth } from './auth-shell'

// The account home and balance screens (issue 10 item 7) as their pages render them.
const MESSAGES = { de, fr, nl }
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Language; namespace: string }) =>
    createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as 'account' }),
}))

afterEach(cleanup)

const inLanguage = (language: Language, ui: ReactElement) =>
  render(
    <NextIntlClientProvider locale={language} messages={MESSAGES[language]} timeZone="Europe/Berlin">
      {ui}
    </NextIntlClientProvider>,
  )

const ADA = { firstName: 'Ada', lastName: 'Lovelace', customerNo: 1042 }

async function renderHome(code: MarketCode, language: Language) {
  return renderAuth(await AccountHome({ language, market: getMarket(code), customer: ADA }), code, language)
}

// next/link adds the trailing slash from next.config at run time; outside Next the paths come bare.
describe('account home', () => {
  it('greets the customer with the customer number and links every account screen (de-de)', async () => {
    await renderHome('de-de', 'de')
    expect(screen.getByText('Hallo Ada Lovelace!')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeEnabled()
    expect(screen.getByText('Ihre Kundennummer: 1042')).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Ihr Konto im Überblick' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.querySelector('span')?.textContent, link.getAttribute('href')])).toEqual(
      [
        ['Meine Bestellungen', '/de/konto/bestellungen'],
        ['Adressbuch', '/de/konto/adressbuch'],
        ['Kontostand', '/de/konto/balance'],
        ['Persönliche Daten', '/de/konto/persoenliche-daten'],
        ['Passwort ändern', '/de/konto/passwort'],
        ['Meine Daten', '/de/konto/meine-daten'],
        ['Kontaktformular', '/de/konto/kontakt'],
        ['Konto löschen', '/de/konto/account-loeschen'],
      ],
    )
  })

  it('leaves the balance out where the market has no accountBalance (fr-be, nl-nl, fr-fr)', async () => {
    await renderHome('fr-be', 'fr')
    expect(screen.getByText('Bonjour Ada Lovelace !')).toBeInTheDocument()
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'))
    expect(hrefs).toContain('/fr/compte/carnet-de-adresses')
    expect(hrefs).not.toContain('/fr/compte/balance')
    cleanup()
    await renderHome('nl-nl', 'nl')
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).not.toContain(
      '/nl/account/saldo',
    )
  })
})

const entries = (...rows: [number, string, string][]): Balance['entries'] =>
  rows.map(([amountCents, reason, at], index) => ({
    id: index + 1,
    amountCents,
    reason,
    createdAt: new Date(at),
  }))

async function renderBalance(code: MarketCode, language: Language, balance: Balance) {
  return inLanguage(language, await BalanceView({ language, market: getMarket(code), balance }))
}

describe('balance', () => {
  it('shows the total and each entry with date, reason, credit or debit and signed amount (de-de)', async () => {
    await renderBalance('de-de', 'de', {
      totalCents: 1750,
      entryCount: 2,
      entries: entries([-750, 'order', '2026-03-02T10:00:00Z'], [2500, 'goodwill', '2026-02-01T23:30:00Z']),
    })
    expect(screen.getByText('Aktueller Kontostand').nextSibling).toHaveTextContent('17,50 €')
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'DatumBuchungArtBetrag',
      '02.03.2026Mit einer Bestellung verrechnetBelastung-7,50 €',
      // 23:30 UTC is already the next day in Berlin: dates are the market's.
      '02.02.2026KulanzgutschriftGutschrift+25,00 €',
    ])
  })

  it('formats in the market’s currency and shows an unknown reason as written (de-ch, fr)', async () => {
    await renderBalance('de-ch', 'fr', {
      totalCents: -1000,
      entryCount: 150,
      entries: entries([-1000, 'Manuelle Buchung', '2026-01-15T12:00:00Z']),
    })
    const total = screen.getByText('Solde actuel').nextSibling as HTMLElement
    expect(total.textContent?.replace(/\s/g, ' ')).toBe('CHF-10.00')
    expect(total).toHaveAttribute('data-negative', 'true')
    expect(screen.getByRole('table')).toHaveTextContent('Manuelle BuchungDébit')
    expect(screen.getByText('Affichage des 1 dernières opérations.')).toBeInTheDocument()
  })

  it('says so when there are no entries', async () => {
    await renderBalance('de-at', 'de', { totalCents: 0, entryCount: 0, entries: [] })
    expect(screen.getByText('Aktueller Kontostand').nextSibling).toHaveTextContent('0,00 €')
    expect(screen.getByText('Auf Ihrem Kundenkonto gibt es noch keine Buchungen.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
