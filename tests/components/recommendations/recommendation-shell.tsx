import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { NextIntlClientProvider } from 'next-intl'
import { ShopProvider } from '@/components/app-shell/ShopContext'
import { getMarket } from '@/lib/config'
import { toClientShop } from '@/lib/config/client'
import de from '@/messages/de'
import fr from '@/messages/fr'

/**
 * The root layout's providers for the recommendation tests. The query client retries as the shop's
 * does by default (Providers.tsx, retry 1), so a slider that retried would show in the call count.
 */
export function makeShell(language: 'de' | 'fr' = 'de') {
  const shop = toClientShop(getMarket(language === 'fr' ? 'fr-ch' : 'de-de'), language)
  const client = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 0 } } })
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

/** jsdom has no matchMedia: nothing matches (narrow screen, motion allowed). */
export function stubMatchMedia() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export const GUEST = 'a'.repeat(32)
const guestUser = {
  ...{ id: GUEST, firstName: null, lastName: null, gender: null, email: null, phone: null },
  ...{ birthDate: null, customerNo: null, loggedIn: false, isGuestCustomer: false, registered: false },
}

/** What the fake server answers besides the calls a test is about: the visitor, an empty wishlist. */
export function otherCall(url: string): Promise<Response> {
  if (url.startsWith('/api/user/')) return Promise.resolve(jsonResponse(200, guestUser))
  return Promise.resolve(jsonResponse(404, { type: 'error', error: 'unexpected call' }))
}
