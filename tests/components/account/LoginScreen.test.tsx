// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTranslator } from 'next-intl'
import { LoginScreen } from '@/components/account/LoginScreen'
import { getMarket } from '@/lib/config'
import messages from '@/messages/de'
import { GUEST_ID, fakeFetch, guestUser, renderAuth } from './auth-shell'

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }))
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => router,
}))
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: string }) =>
    createTranslator({ locale: 'de', messages, namespace: namespace as 'account' }),
}))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  window.localStorage.clear()
})

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
const options = getMarket('de-de').options

describe('login screen sections (spec 01 §2 login and checkout login)', () => {
  it('login page: log in, then register; no guest form', async () => {
    renderAuth(await LoginScreen({ language: 'de', next: '/de/konto/' }))
    expect(headings()).toEqual(['Ich bin bereits Kunde', 'Neu hier? Konto anlegen'])
    expect(screen.getByRole('region', { name: 'Ich bin bereits Kunde' })).toContainElement(
      screen.getByTestId('login-form'),
    )
    expect(screen.queryByTestId('guest-form')).toBeNull()
  })

  it('checkout login: the guest form first where the market says so (checkoutLoginFirstView)', async () => {
    const checkout = {
      guestNext: '/de/kasse/',
      options: { ...options, checkoutLoginFirstView: 'guest' as const },
    }
    renderAuth(await LoginScreen({ language: 'de', next: '/de/kasse/', checkout }))
    expect(headings()).toEqual(['Als Gast bestellen', 'Ich bin bereits Kunde', 'Neu hier? Konto anlegen'])
    expect(screen.queryByRole('link', { name: 'Als Gast bestellen' })).toBeNull()
  })

  it('checkout login with login first: a jump to the guest form (checkoutLoginGoToGuestBtn)', async () => {
    const checkout = {
      guestNext: '/de/kasse/',
      options: { checkoutLoginFirstView: 'login' as const, checkoutLoginGoToGuestBtn: true },
    }
    renderAuth(await LoginScreen({ language: 'de', next: '/de/kasse/', checkout }))
    expect(headings()).toEqual(['Ich bin bereits Kunde', 'Als Gast bestellen', 'Neu hier? Konto anlegen'])
    const jump = screen.getByRole('link', { name: 'Als Gast bestellen' })
    expect(document.querySelector(jump.getAttribute('href') ?? '')).toHaveTextContent('Als Gast bestellen')
  })
})

describe('guest form (spec 02 §3 group guest, §7 POST guest)', () => {
  const GUEST = '/api/user/auth/guest/'

  it('sends the guest group without a password and goes on to the checkout', async () => {
    const guestCustomer = { ...guestUser, id: 'b'.repeat(32), firstName: 'Jan', isGuestCustomer: true }
    const { bodies } = fakeFetch({
      [GUEST]: () => ({ status: 200, body: { type: 'success', user: guestCustomer } }),
    })
    window.localStorage.setItem('userId', GUEST_ID)
    const checkout = { guestNext: '/de/kasse/', options }
    renderAuth(await LoginScreen({ language: 'de', next: '/de/kasse/', checkout }))
    const form = within(screen.getByTestId('guest-form'))
    await userEvent.click(form.getByRole('radio', { name: 'Divers' }))
    await userEvent.type(form.getByRole('textbox', { name: 'Vorname *' }), 'Jan')
    await userEvent.type(form.getByRole('textbox', { name: 'Nachname *' }), 'de Vries')
    await userEvent.type(form.getByRole('textbox', { name: 'E-Mail-Adresse *' }), 'JAN@example.nl')
    await userEvent.click(form.getByRole('button', { name: 'Weiter als Gast' }))
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/de/kasse/'))
    expect(bodies(GUEST)).toEqual([
      { first_name: 'Jan', last_name: 'de Vries', gender: 'd', email: 'jan@example.nl', newsletter: false },
    ])
    expect(window.localStorage.getItem('userId')).toBe('b'.repeat(32))
  })

  it('checks the names (spec 02 §5: letters, hyphen, dot and space only)', async () => {
    const { fetchMock } = fakeFetch({})
    const checkout = { guestNext: '/de/kasse/', options }
    renderAuth(await LoginScreen({ language: 'de', next: '/de/kasse/', checkout }))
    const form = within(screen.getByTestId('guest-form'))
    await userEvent.type(form.getByRole('textbox', { name: 'Vorname *' }), 'R2D2')
    await userEvent.click(form.getByRole('button', { name: 'Weiter als Gast' }))
    expect(
      await form.findByText('Bitte verwenden Sie nur Buchstaben, Bindestrich, Punkt und Leerzeichen.'),
    ).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
