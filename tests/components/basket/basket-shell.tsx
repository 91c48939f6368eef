import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { NextIntlClientProvider } from 'next-intl'
import { ShopProvider } from '@/components/app-shell/ShopContext'
import { getMarket, type MarketCode } from '@/lib/config'
import { toClientShop } from '@/lib/config/client'
import de from '@/messages/de'
import fr from '@/messages/fr'

/** The providers the root layout gives every page, for one market and language, with real texts. */
export const GUEST = 'a'.repeat(32)

export const guestUser = {
  ...{ id: GUEST, firstName: null, lastName: null, gender: null, email: null, phone: null },
  ...{ birthDate: null, customerNo: null, loggedIn: false, isGuestCustomer: false, registered: false },
}

export function shopOf(market: MarketCode = 'de-de', language: 'de' | 'fr' = 'de') {
  return toClientShop(getMarket(market), language)
}

export function makeShell(market: MarketCode = 'de-de', language: 'de' | 'fr' = 'de') {
  const shop = shopOf(market, language)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } })
  function Shell({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider
        locale={language}
        messages={language === 'fr' ? fr : de}
        timeZone={shop.timezone}
      >
        <QueryClientProvider client={client}>
          <ShopProvider shop={shop}>{children}</ShopProvider>
        </QueryClientProvider>
      </NextIntlClientProvider>
    )
  }
  return { Shell, shop, client }
}

export type FakeAnswer = { status: number; body: unknown }
export const json = (a: FakeAnswer) => new Response(JSON.stringify(a.body), { status: a.status })
