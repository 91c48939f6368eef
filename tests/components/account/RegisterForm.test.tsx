// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RegisterForm } from '@/components/account/RegisterForm'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { installLayoutShim } from '../intl'
import { ACCOUNT_ID, GUEST_ID, accountUser, fakeFetch, rangeListing, renderAuth } from './auth-shell'

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
beforeEach(() => window.localStorage.setItem('userId', GUEST_ID))
afterEach(() => {
  act(() => useDialogStore.setState({ stack: EMPTY_STACK }))
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  window.localStorage.clear()
})

const REGISTER = '/api/user/auth/register/'
const CHECK = '/api/user/check-password/'
const NEWSLETTER = '/api/mcs/selfi/newsletter/'
const GOOD = 'Sommer-Regen7'
const passwordField = () => screen.getByLabelText('Passwort *')
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }))
const render = () => renderAuth(<RegisterForm next="/de/konto/" />)
/** A range answer without the password: the check passes. */
const cleanRange = () => ({ status: 200, text: `${'F'.repeat(35)}:3\r\n${'0'.repeat(35)}:0` })

async function fillIn({ password = GOOD, newsletter = false } = {}) {
  await userEvent.click(screen.getByRole('radio', { name: 'Frau' }))
  await userEvent.type(screen.getByRole('textbox', { name: 'Vorname *' }), ' Anna ')
  await userEvent.type(screen.getByRole('textbox', { name: 'Nachname *' }), 'Muster')
  await userEvent.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse *' }), 'Anna@Example.DE')
  await userEvent.type(passwordField(), password)
  if (newsletter) await userEvent.click(screen.getByRole('checkbox', { name: /Newsletter/ }))
}

describe('register form (spec 02 §3 group register, §5 rules)', () => {
  it.each([
    ['Sommer-Reg', undefined],
    ['Sommer-Re', 'Das Passwort muss mindestens 10 Zeichen lang sein.'],
    ['Sommer Regen7', 'Das Passwort darf keine Leerzeichen enthalten.'],
    ['sommer-regen7', 'Das Passwort muss mindestens einen Großbuchstaben enthalten.'],
    ['SOMMER-REGEN7', 'Das Passwort muss mindestens einen Kleinbuchstaben enthalten.'],
    ['Sommer-Regen-und-Sonnenschein7', undefined],
    ['Sommer-Regen-und-Sonnenschein78', 'Das Passwort darf höchstens 30 Zeichen lang sein.'],
  ])('password %j → %s', async (value, message) => {
    fakeFetch({})
    render()
    await userEvent.type(passwordField(), value)
    await userEvent.tab()
    if (message) {
      const error = await screen.findByText(message)
      expect(error).toHaveAttribute('role', 'alert')
      expect(passwordField()).toHaveAttribute('aria-invalid', 'true')
      expect(passwordField().getAttribute('aria-describedby')).toContain(error.id)
    } else {
      await waitFor(() => expect(passwordField()).not.toHaveAttribute('aria-invalid'))
    }
  })

  it('shows the rules live as a checklist the field is described by', async () => {
    render()
    const rules = screen.getByTestId('password-rules')
    expect(passwordField().getAttribute('aria-describedby')).toBe(rules.id)
    const item = (name: RegExp) => within(rules).getByText(name).closest('li')
    expect(item(/10 bis 30 Zeichen/)).toHaveAttribute('data-met', 'false')
    await userEvent.type(passwordField(), 'sommer regen')
    expect(item(/10 bis 30 Zeichen/)).toHaveAttribute('data-met', 'true')
    expect(item(/einen Kleinbuchstaben/)).toHaveAttribute('data-met', 'true')
    expect(item(/einen Großbuchstaben/)).toHaveAttribute('data-met', 'false')
    expect(item(/keine Leerzeichen/)).toHaveAttribute('data-met', 'false')
    expect(item(/keine Leerzeichen/)).toHaveTextContent('keine Leerzeichen: noch offen')
  })

  it('marks every missing field, focuses the first (gender) and sends nothing', async () => {
    const { fetchMock } = fakeFetch({})
    render()
    await submit()
    expect(await screen.findAllByText('Bitte geben Sie Ihren Namen ein.')).toHaveLength(2)
    expect(screen.getByText('Bitte füllen Sie dieses Feld aus.')).toBeInTheDocument()
    expect(screen.getByText('Bitte geben Sie ein Passwort ein.')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Herr' })).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Herr' })).toHaveFocus())
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('blocks the submit when the password is in a breach (only the hash prefix is sent)', async () => {
    const { prefix, body } = await rangeListing(GOOD)
    const { urls } = fakeFetch({ [CHECK]: () => ({ status: 200, text: body }) })
    render()
    await fillIn()
    await submit()
    expect(await screen.findByText(/Dieses Passwort ist aus einem Datenleck bekannt/)).toHaveAttribute(
      'role',
      'alert',
    )
    expect(urls()).toEqual([`${CHECK}?hash=${prefix}`])
    expect(passwordField()).toHaveFocus()
  })

  it('blocks the submit when the check fails (spec 02 §5: a failed check is invalid)', async () => {
    const { urls } = fakeFetch({ [CHECK]: () => ({ status: 503, text: '' }) })
    render()
    await fillIn()
    await submit()
    expect(await screen.findByText(/Dieses Passwort ist aus einem Datenleck bekannt/)).toBeInTheDocument()
    expect(urls().some((url) => url.startsWith(REGISTER))).toBe(false)
  })

  it('registers: sends the group, subscribes the ticked newsletter, syncs the id and goes on', async () => {
    const { bodies } = fakeFetch({
      [CHECK]: cleanRange,
      [REGISTER]: () => ({ status: 200, body: { type: 'success', user: accountUser } }),
      [NEWSLETTER]: () => ({ status: 200, body: { type: 'success' } }),
    })
    const { client } = render()
    await fillIn({ newsletter: true })
    await submit()
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/de/konto/'))
    expect(bodies(REGISTER)).toEqual([
      {
        first_name: 'Anna',
        last_name: 'Muster',
        gender: 'f',
        email: 'anna@example.de',
        register_password: GOOD,
        newsletter: true,
      },
    ])
    expect(bodies(NEWSLETTER)).toEqual([
      {
        name: 'Anna Muster',
        email: 'anna@example.de',
        source: 'register',
        shopId: expect.any(Number),
        firstName: 'Anna',
        lastName: 'Muster',
        salutation: 2,
      },
    ])
    expect(window.localStorage.getItem('userId')).toBe(ACCOUNT_ID)
    expect(client.getQueryData(['user'])).toEqual(accountUser)
    expect(notify).toHaveBeenCalledWith('success', 'Ihr Kundenkonto ist angelegt. Herzlich willkommen!')
  })

  it('sends newsletter false when the box stays unticked, and no subscription', async () => {
    const { bodies } = fakeFetch({
      [CHECK]: cleanRange,
      [REGISTER]: () => ({ status: 200, body: { type: 'success', user: accountUser } }),
    })
    render()
    await fillIn()
    await submit()
    await waitFor(() => expect(router.replace).toHaveBeenCalled())
    expect(bodies(REGISTER)[0]).toMatchObject({ newsletter: false })
    expect(bodies(NEWSLETTER)).toEqual([])
  })

  it('asks to check the mail when the answer is pending (taken address: no login, no enumeration)', async () => {
    fakeFetch({
      [CHECK]: cleanRange,
      [REGISTER]: () => ({
        status: 200,
        body: { type: 'success', pending: true, user: { ...accountUser, id: GUEST_ID, loggedIn: false } },
      }),
    })
    render()
    await fillIn()
    await submit()
    expect(await screen.findByText(/Bitte sehen Sie in Ihr E-Mail-Postfach/)).toHaveAttribute(
      'role',
      'status',
    )
    expect(router.replace).not.toHaveBeenCalled()
    expect(window.localStorage.getItem('userId')).toBe(GUEST_ID)
    expect(passwordField()).toHaveValue('')
  })

  it('shows the server’s field problems (400) on their fields', async () => {
    fakeFetch({
      [CHECK]: cleanRange,
      [REGISTER]: () => ({
        status: 400,
        body: {
          type: 'error',
          error: 'invalid request',
          fields: [
            {
              field: 'body.register_password',
              message: 'reset-password.fields.new-password.uppercaseLetter',
            },
            { field: 'body.last_name', message: 'generic.validation.name' },
          ],
        },
      }),
    })
    render()
    await fillIn()
    await submit()
    expect(
      await screen.findByText('Das Passwort muss mindestens einen Großbuchstaben enthalten.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Bitte verwenden Sie nur Buchstaben, Bindestrich, Punkt und Leerzeichen.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nachname *' })).toHaveFocus())
    expect(router.replace).not.toHaveBeenCalled()
  })

  it('answers a 429 with the wait', async () => {
    fakeFetch({
      [CHECK]: cleanRange,
      [REGISTER]: () => ({ status: 429, body: {}, headers: { 'Retry-After': '900' } }),
    })
    render()
    await fillIn()
    await submit()
    expect(await screen.findByText(/in 15 Minuten noch einmal/)).toBeInTheDocument()
  })
})

describe('password-guide dialog (spec 02 §2)', () => {
  it('opens from the form, explains the rules, closes on Escape and returns focus', async () => {
    render()
    const opener = screen.getByRole('button', { name: 'Tipps für ein sicheres Passwort' })
    await userEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'So wählen Sie ein sicheres Passwort' })
    expect(within(dialog).getByText('10 bis 30 Zeichen')).toBeInTheDocument()
    expect(within(dialog).getByText(/Datenleck/)).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('closes with its close button', async () => {
    render()
    await userEvent.click(screen.getByRole('button', { name: 'Tipps für ein sicheres Passwort' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
