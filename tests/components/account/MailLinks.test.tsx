// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LoginScreen } from '@/components/account/LoginScreen'
import { AccountActivation } from '@/components/account/MailLinks'
import { fakeFetch, renderAuth, type FakeResponse, withDialogTestHooks } from './auth-shell'

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }))
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => router,
}))
vi.mock('next-intl/server', async () => (await import('./auth-shell')).germanServerIntl())

withDialogTestHooks()
afterEach(() => window.history.replaceState(null, '', '/'))

const ACTIVATE = '/api/user/auth/activate/'
const TOKEN = 'Zq9_-'.repeat(8) + 'abc'
const panel = () => screen.getByTestId('account-activation')
const loginEmail = () =>
  within(screen.getByTestId('login-form')).getByRole('textbox', { name: 'E-Mail-Adresse *' })

/** The login page as the registration mail's link opens it. */
async function openLink(token: string, answer: () => FakeResponse) {
  window.history.replaceState(null, '', `/de/login/?activate=${token}&returnTo=%2Fde%2Fkonto%2F`)
  const fetched = fakeFetch({ [ACTIVATE]: answer })
  renderAuth(await LoginScreen({ language: 'de', next: '/de/konto/', mailLink: { activate: token } }))
  return fetched
}

describe('registration confirmation link (login page ?activate=TOKEN, double opt-in)', () => {
  it('says it is confirming, posts the token once, confirms, focuses the login address, cleans the URL', async () => {
    const { bodies, urls } = await openLink(TOKEN, () => ({ status: 200, body: { type: 'success' } }))
    const status = within(panel()).getByRole('status')
    expect(status).toHaveTextContent('Ihr Kundenkonto wird bestätigt …')
    await waitFor(() =>
      expect(status).toHaveTextContent('Ihr Kundenkonto ist bestätigt. Bitte melden Sie sich an.'),
    )
    expect(loginEmail()).toHaveFocus()
    expect(bodies(ACTIVATE)).toEqual([{ token: TOKEN }])
    expect(urls()).toEqual([`${ACTIVATE}?locale=de`])
    expect(window.location.search).toBe('?returnTo=%2Fde%2Fkonto%2F')
    // Above the forms: read first.
    expect(panel().compareDocumentPosition(screen.getByTestId('login-form'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
  })

  it('posts once even where effects run twice (strict mode in development)', async () => {
    const { bodies } = fakeFetch({ [ACTIVATE]: () => ({ status: 200, body: { type: 'success' } }) })
    // At the root, as Next renders it: a nested StrictMode does not run effects twice in React 19.
    configure({ reactStrictMode: true })
    try {
      renderAuth(<AccountActivation token={TOKEN} />)
    } finally {
      configure({ reactStrictMode: false })
    }
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/ist bestätigt/))
    expect(bodies(ACTIVATE)).toHaveLength(1)
  })

  it('a used or expired link (410) says so and how to go on; the URL is cleaned', async () => {
    await openLink(TOKEN, () => ({ status: 410, body: { type: 'error', error: 'expired-link' } }))
    const status = within(panel()).getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent(/Dieser Bestätigungslink ist abgelaufen/))
    expect(status).toHaveTextContent(/melden Sie sich einfach an.*registrieren Sie sich bitte erneut/)
    expect(loginEmail()).not.toHaveFocus()
    expect(window.location.search).toBe('?returnTo=%2Fde%2Fkonto%2F')
  })

  it('a malformed token is expired at once, without a call', async () => {
    const { fetchMock } = await openLink('short', () => ({ status: 200 }))
    expect(within(panel()).getByRole('status')).toHaveTextContent(/Dieser Bestätigungslink ist abgelaufen/)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(window.location.search).toBe('?returnTo=%2Fde%2Fkonto%2F')
  })

  it('a failure keeps the token (reload retries) and offers to try again', async () => {
    let status = 500
    const { bodies } = await openLink(TOKEN, () => ({ status, body: { type: 'error', error: 'boom' } }))
    const region = within(panel()).getByRole('status')
    await waitFor(() => expect(region).toHaveTextContent(/Das hat leider nicht geklappt/))
    expect(window.location.search).toContain(`activate=${TOKEN}`)
    status = 200
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    await waitFor(() =>
      expect(region).toHaveTextContent('Ihr Kundenkonto ist bestätigt.', { normalizeWhitespace: true }),
    )
    expect(bodies(ACTIVATE)).toHaveLength(2)
    expect(window.location.search).toBe('?returnTo=%2Fde%2Fkonto%2F')
  })
})

describe('reset link of the "someone tried to register" mail (login page ?forgot=1)', () => {
  it('opens the forgot-password dialog; closing it returns focus to the login address; URL cleaned', async () => {
    window.history.replaceState(null, '', '/de/login/?forgot=1')
    fakeFetch({})
    renderAuth(await LoginScreen({ language: 'de', next: '/de/konto/', mailLink: { forgot: true } }))
    const dialog = await screen.findByRole('dialog', { name: 'Passwort vergessen?' })
    expect(await within(dialog).findByRole('textbox', { name: 'E-Mail-Adresse *' })).toBeInTheDocument()
    expect(window.location.search).toBe('')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(loginEmail()).toHaveFocus()
  })

  it('without the parameters: no panel, no dialog', async () => {
    renderAuth(await LoginScreen({ language: 'de', next: '/de/konto/', mailLink: { forgot: false } }))
    expect(screen.queryByTestId('account-activation')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
