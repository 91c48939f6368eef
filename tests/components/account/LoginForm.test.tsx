// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LoginForm } from '@/components/account/LoginForm'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { installLayoutShim } from '../intl'
import { ACCOUNT_ID, GUEST_ID, accountUser, fakeFetch, renderAuth } from './auth-shell'

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }))
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => router,
}))
const notify = vi.hoisted(() => vi.fn())
vi.mock('@/lib/ui/client/toast', async (original) => ({
  ...(await original<typeof import('@/lib/ui/client/toast')>()),
  notify,
}))

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
beforeEach(() => {
  window.localStorage.setItem('userId', GUEST_ID)
})
afterEach(() => {
  act(() => useDialogStore.setState({ stack: EMPTY_STACK }))
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  window.localStorage.clear()
})

const LOGIN = '/api/user/auth/login/'
const email = () => screen.getByRole('textbox', { name: 'E-Mail-Adresse *' })
const password = () => screen.getByLabelText('Passwort *')
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Anmelden' }))
const render = () => renderAuth(<LoginForm next="/de/konto/adressbuch/" />)

async function fillIn(address = 'Anna@Example.DE ', secret = 'Geheim-Wort1') {
  await userEvent.type(email(), address)
  await userEvent.type(password(), secret)
}

describe('login form (spec 02 §3 group login, §5, §7)', () => {
  it('asks for both fields without sending, marks them invalid and focuses the first', async () => {
    const { fetchMock } = fakeFetch({})
    render()
    await submit()
    const emailError = await screen.findByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')
    expect(emailError).toHaveAttribute('role', 'alert')
    expect(email()).toHaveAttribute('aria-invalid', 'true')
    expect(email().getAttribute('aria-describedby')).toBe(emailError.id)
    expect(password()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Bitte füllen Sie dieses Feld aus.')).toBeInTheDocument()
    await waitFor(() => expect(email()).toHaveFocus())
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the address lowercased with ?locale= and, on success, syncs the id, toasts and goes on', async () => {
    const { bodies, urls } = fakeFetch({
      [LOGIN]: () => ({ status: 200, body: { type: 'success', user: accountUser } }),
    })
    const { client } = render()
    await fillIn()
    await submit()
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/de/konto/adressbuch/'))
    expect(urls()).toEqual([`${LOGIN}?locale=de`])
    expect(bodies(LOGIN)).toEqual([{ email: 'anna@example.de', password: 'Geheim-Wort1' }])
    expect(window.localStorage.getItem('userId')).toBe(ACCOUNT_ID)
    expect(client.getQueryData(['user'])).toEqual(accountUser)
    expect(notify).toHaveBeenCalledWith('success', 'Willkommen zurück, Anna!')
    expect(screen.getByRole('button', { name: 'Anmeldung läuft …' })).toBeDisabled()
  })

  it('answers a 401 with one message for a wrong address or password (no enumeration)', async () => {
    fakeFetch({ [LOGIN]: () => ({ status: 401, body: { type: 'error', error: 'invalid-credentials' } }) })
    render()
    await fillIn()
    await submit()
    expect(await screen.findByText('E-Mail oder Passwort ist falsch.')).toHaveAttribute('role', 'alert')
    expect(email()).not.toHaveAttribute('aria-invalid')
    expect(router.replace).not.toHaveBeenCalled()
    expect(window.localStorage.getItem('userId')).toBe(GUEST_ID)
  })

  it.each([
    ['600', 'in 10 Minuten'],
    ['30', 'in einer Minute'],
    [undefined, 'in einer Minute'],
  ])('answers a 429 (Retry-After %s) with the wait', async (retryAfter, wait) => {
    fakeFetch({
      [LOGIN]: () => ({
        status: 429,
        body: { type: 'error', error: 'too many attempts' },
        headers: retryAfter ? { 'Retry-After': retryAfter } : undefined,
      }),
    })
    render()
    await fillIn()
    await submit()
    expect(
      await screen.findByText(`Zu viele Versuche. Bitte versuchen Sie es ${wait} noch einmal.`),
    ).toBeInTheDocument()
  })

  it('shows the server’s field problems (400) on their fields and focuses the first', async () => {
    fakeFetch({
      [LOGIN]: () => ({
        status: 400,
        body: {
          type: 'error',
          error: 'invalid request',
          fields: [{ field: 'body.email', message: 'newsletter.errors.email' }],
        },
      }),
    })
    render()
    await fillIn()
    await submit()
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument()
    expect(email()).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(email()).toHaveFocus())
  })

  it('says so when the server fails, and keeps what was typed', async () => {
    fakeFetch({ [LOGIN]: () => ({ status: 500, body: { type: 'error', error: 'boom' } }) })
    render()
    await fillIn()
    await submit()
    expect(await screen.findByText(/Das hat leider nicht geklappt/)).toBeInTheDocument()
    expect(email()).toHaveValue('Anna@Example.DE')
  })

  it('shows and hides the password with a pressed toggle', async () => {
    render()
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(password()).toHaveAttribute('type', 'password')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(password()).toHaveAttribute('type', 'text')
  })
})

describe('forgot-password dialog (spec 02 §2, §7 send-reset-email)', () => {
  const RESET = '/api/user/auth/send-reset-email/'
  const opener = () => screen.getByRole('button', { name: 'Passwort vergessen?' })

  it('opens with the typed address, confirms alike for every address and returns focus on close', async () => {
    const { bodies } = fakeFetch({ [RESET]: () => ({ status: 200, body: { type: 'success' } }) })
    render()
    await userEvent.type(email(), 'Anna@Example.de')
    await userEvent.click(opener())
    const dialog = await screen.findByRole('dialog', { name: 'Passwort vergessen?' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    const field = await within(dialog).findByRole('textbox', { name: 'E-Mail-Adresse *' })
    expect(field).toHaveValue('Anna@Example.de')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link anfordern' }))
    const confirmation = await within(dialog).findByText(
      /Wenn ein Kundenkonto mit dieser E-Mail-Adresse besteht/,
    )
    expect(confirmation).toHaveAttribute('role', 'status')
    expect(confirmation).toHaveFocus()
    expect(bodies(RESET)).toEqual([{ email: 'anna@example.de' }])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zurück zur Anmeldung' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener()).toHaveFocus()
  })

  it('checks the address first and closes on Escape, focus back on its opener', async () => {
    const { fetchMock } = fakeFetch({})
    render()
    await userEvent.click(opener())
    const dialog = await screen.findByRole('dialog', { name: 'Passwort vergessen?' })
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Link anfordern' }))
    expect(await within(dialog).findByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener()).toHaveFocus()
  })

  it('tells a rate-limited shopper how long to wait', async () => {
    fakeFetch({ [RESET]: () => ({ status: 429, body: {}, headers: { 'Retry-After': '120' } }) })
    render()
    await userEvent.click(opener())
    const dialog = await screen.findByRole('dialog', { name: 'Passwort vergessen?' })
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'E-Mail-Adresse *' }), 'a@b.de')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link anfordern' }))
    expect(await within(dialog).findByText(/in 2 Minuten noch einmal/)).toBeInTheDocument()
  })
})
