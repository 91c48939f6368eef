import type { ReactNode } from 'react'
import { act, cleanup, render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { NextIntlClientProvider, createTranslator } from 'next-intl'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { ShopProvider } from '@/components/app-shell/ShopContext'
import { getMarket, type MarketCode } from '@/lib/config'
import { toClientShop } from '@/lib/config/client'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import type { Language } from '@/lib/config/markets'
import de from '@/messages/de'
import fr from '@/messages/fr'
import nl from '@/messages/nl'
import { installLayoutShim } from '../intl'

/** The login screen's providers (root layout + AuthMessages) for one market and language, real texts. */
export function renderAuth(ui: ReactNode, market: MarketCode = 'de-de', language: Language = 'de') {
  const shop = toClientShop(getMarket(market), language)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } })
  const messages = { de, fr, nl }[language]
  const view = render(
    <NextIntlClientProvider locale={language} messages={messages} timeZone={shop.timezone}>
      <QueryClientProvider client={client}>
        <ShopProvider shop={shop}>{ui}</ShopProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  )
  return { ...view, client, shop, messages }
}

export const ACCOUNT_ID = 'c'.repeat(64)
export const GUEST_ID = 'a'.repeat(32)

export const accountUser = {
  ...{ id: ACCOUNT_ID, firstName: 'Anna', lastName: 'Muster', gender: 'f', email: 'anna@example.de' },
  ...{ phone: null, birthDate: null, customerNo: '100001', loggedIn: true, isGuestCustomer: false },
  registered: true,
}
export const guestUser = {
  ...{ id: GUEST_ID, firstName: null, lastName: null, gender: null, email: null, phone: null },
  ...{ birthDate: null, customerNo: null, loggedIn: false, isGuestCustomer: false, registered: false },
}

export interface FakeResponse {
  status: number
  body?: unknown
  headers?: Record<string, string>
  text?: string
}
type Route = (url: string, init?: RequestInit) => FakeResponse | Promise<FakeResponse>

/**
 * A fetch that answers by path (the part before `?`); unknown paths answer 404. Every call is kept, so
 * tests read what was sent.
 */
export function fakeFetch(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const route = routes[url.split('?')[0] ?? url]
    const answer = route
      ? await route(url, init)
      : { status: 404, body: { type: 'error', error: 'not found' } }
    const text = answer.text ?? JSON.stringify(answer.body ?? {})
    return new Response(text, { status: answer.status, headers: answer.headers })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    fetchMock,
    /** The JSON bodies posted to `path`. */
    bodies: (path: string) =>
      fetchMock.mock.calls
        .filter(([input]) => String(input).split('?')[0] === path)
        .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown),
    urls: () => fetchMock.mock.calls.map(([input]) => String(input)),
  }
}

/** The pwned-passwords range body (spec 02 §7) listing `password`'s suffix, plus a padding line. */
export async function rangeListing(password: string) {
  const { createHash } = await import('node:crypto')
  const hash = createHash('sha1').update(password).digest('hex').toUpperCase()
  return { prefix: hash.slice(0, 5), body: `${hash.slice(5)}:42\r\n${'0'.repeat(35)}:0` }
}

/**
 * next-intl/server for the server components a test renders (LoginScreen, NewPasswordScreen), German:
 * `vi.mock('next-intl/server', async () => (await import('./auth-shell')).germanServerIntl())`.
 */
export function germanServerIntl() {
  return {
    getTranslations: async ({ namespace }: { namespace: string }) =>
      createTranslator({ locale: 'de', messages: de, namespace: namespace as 'account' }),
  }
}

/**
 * For tests that open dialogs: the layout shim the focus trap needs in jsdom, and after each test an
 * empty dialog stack, an unmounted tree, the real fetch and fresh mocks.
 */
export function withDialogTestHooks() {
  let removeShim: () => void
  beforeAll(() => {
    removeShim = installLayoutShim()
  })
  afterAll(() => removeShim())
  afterEach(() => {
    act(() => useDialogStore.setState({ stack: EMPTY_STACK }))
    cleanup()
    vi.unstubAllGlobals()
    vi.clearAllMocks()
  })
}
