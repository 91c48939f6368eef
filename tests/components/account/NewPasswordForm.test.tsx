// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NewPasswordForm } from '@/components/account/NewPasswordForm'
import { NewPasswordScreen } from '@/components/account/NewPasswordScreen'
import { fakeFetch, rangeListing, renderAuth, withDialogTestHooks } from './auth-shell'

vi.stubEnv('__NEXT_TRAILING_SLASH', 'true')
vi.mock('next-intl/server', async () => (await import('./auth-shell')).germanServerIntl())

withDialogTestHooks()

const RESET = '/api/user/auth/reset-password/'
const CHECK = '/api/user/check-password/'
const SEND = '/api/user/auth/send-reset-email/'
const HASH = 'Ab3_-'.repeat(8) + 'xyz'
const GOOD = 'Sommer-Regen7'
const field = () => screen.getByLabelText('Neues Passwort *')
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }))
const render = () => renderAuth(<NewPasswordForm hash={HASH} />)
const cleanRange = () => ({ status: 200, text: `${'F'.repeat(35)}:3\r\n${'0'.repeat(35)}:0` })

async function setPassword(value = GOOD) {
  if (value) await userEvent.type(field(), value)
  await submit()
}

describe('new-password form (spec 01 §2, §7; spec 02 §5 rules)', () => {
  it.each([
    ['Sommer-Re', 'Das Passwort muss mindestens 10 Zeichen lang sein.'],
    ['Sommer Regen7', 'Das Passwort darf keine Leerzeichen enthalten.'],
    ['sommer-regen7', 'Das Passwort muss mindestens einen Großbuchstaben enthalten.'],
    ['', 'Bitte geben Sie ein Passwort ein.'],
  ])('%j → %s, announced, on the field, focused, nothing sent', async (value, message) => {
    const { fetchMock } = fakeFetch({})
    render()
    await setPassword(value)
    const error = await screen.findByText(message)
    expect(error).toHaveAttribute('role', 'alert')
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    expect(field().getAttribute('aria-describedby')).toContain(error.id)
    await waitFor(() => expect(field()).toHaveFocus())
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the rules live, has the show toggle and the password guide', async () => {
    render()
    const rules = screen.getByTestId('password-rules')
    expect(field().getAttribute('aria-describedby')).toBe(rules.id)
    await userEvent.type(field(), 'sommer-regen')
    expect(
      within(rules)
        .getByText(/einen Großbuchstaben/)
        .closest('li'),
    ).toHaveAttribute('data-met', 'false')
    await userEvent.click(screen.getByRole('button', { name: 'Passwort anzeigen' }))
    expect(field()).toHaveAttribute('type', 'text')
    await userEvent.click(screen.getByRole('button', { name: 'Tipps für ein sicheres Passwort' }))
    expect(await screen.findByRole('dialog', { name: 'So wählen Sie ein sicheres Passwort' })).toBeVisible()
  })

  it('blocks the submit when the password is in a breach (only the hash prefix leaves)', async () => {
    const { prefix, body } = await rangeListing(GOOD)
    const { urls } = fakeFetch({ [CHECK]: () => ({ status: 200, text: body }) })
    render()
    await setPassword()
    expect(await screen.findByText(/Dieses Passwort ist aus einem Datenleck bekannt/)).toHaveAttribute(
      'role',
      'alert',
    )
    expect(urls()).toEqual([`${CHECK}?hash=${prefix}`])
    expect(field()).toHaveFocus()
  })

  it('blocks the submit when the check fails (a failed check is invalid)', async () => {
    const { urls } = fakeFetch({ [CHECK]: () => ({ status: 503, text: '' }) })
    render()
    await setPassword()
    expect(await screen.findByText(/Dieses Passwort ist aus einem Datenleck bekannt/)).toBeInTheDocument()
    expect(urls().some((url) => url.startsWith(RESET))).toBe(false)
  })

  it('sets the password with the hash, then says so, focuses the message and leads to the login', async () => {
    const { bodies, urls } = fakeFetch({
      [CHECK]: cleanRange,
      [RESET]: () => ({ status: 200, body: { type: 'success' } }),
    })
    render()
    await setPassword()
    const done = await screen.findByText(/Ihr neues Passwort ist gespeichert/)
    expect(done).toHaveAttribute('role', 'status')
    await waitFor(() => expect(done).toHaveFocus())
    expect(bodies(RESET)).toEqual([{ hash: HASH, password: GOOD }])
    expect(urls()).toContain(`${RESET}?locale=de`)
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/de/login/')
    expect(screen.queryByTestId('new-password-form')).toBeNull()
  })

  it('puts the server’s problem (400) on the field', async () => {
    const message = 'reset-password.fields.new-password.leaked'
    fakeFetch({
      [CHECK]: cleanRange,
      [RESET]: () => ({
        status: 400,
        body: { type: 'error', fields: [{ field: 'body.password', message }] },
      }),
    })
    render()
    await setPassword()
    expect(await screen.findByText(/Dieses Passwort ist aus einem Datenleck bekannt/)).toBeInTheDocument()
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(field()).toHaveFocus())
  })

  it.each([
    ['410', { status: 410, body: { type: 'error', error: 'expired-link' } }],
    ['400 on the hash', { status: 400, body: { fields: [{ field: 'body.hash', message: 'x' }] } }],
  ])('a %s says the link is used or expired and offers a new one inline', async (_, answer) => {
    const { bodies } = fakeFetch({
      [CHECK]: cleanRange,
      [RESET]: () => answer,
      [SEND]: () => ({ status: 200, body: { type: 'success' } }),
    })
    render()
    await setPassword()
    const expired = await screen.findByText(/Dieser Link zum Zurücksetzen ist abgelaufen/)
    expect(expired).toHaveAttribute('role', 'alert')
    await waitFor(() => expect(expired).toHaveFocus())
    const request = screen.getByRole('region', { name: 'Neuen Link anfordern' })
    expect(screen.queryByTestId('new-password-form')).toBeNull()
    await userEvent.type(
      within(request).getByRole('textbox', { name: 'E-Mail-Adresse *' }),
      'Anna@Example.de',
    )
    await userEvent.click(within(request).getByRole('button', { name: 'Link anfordern' }))
    const sent = await within(request).findByText(/Wenn ein Kundenkonto mit dieser E-Mail-Adresse besteht/)
    expect(sent).toHaveFocus()
    expect(bodies(SEND)).toEqual([{ email: 'anna@example.de' }])
    expect(within(request).getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/de/login/')
  })
})

describe('new-password page body (spec 01 §2: the hash from the link)', () => {
  it.each([
    ['missing', undefined],
    ['too short', HASH.slice(1)],
    ['with a foreign character', `${HASH.slice(1)}=`],
    ['given twice', [HASH, HASH]],
  ])('a hash %s: the incomplete-link notice and the form for a new link', async (_, hash) => {
    renderAuth(await NewPasswordScreen({ language: 'de', hash }))
    expect(screen.getByTestId('missing-hash')).toHaveTextContent('Dieser Link ist unvollständig.')
    expect(screen.getByRole('region', { name: 'Neuen Link anfordern' })).toBeInTheDocument()
    expect(screen.queryByTestId('new-password-form')).toBeNull()
  })

  it('a well-formed hash: the form', async () => {
    renderAuth(await NewPasswordScreen({ language: 'de', hash: HASH }))
    expect(screen.getByTestId('new-password-form')).toBeInTheDocument()
    expect(screen.queryByTestId('missing-hash')).toBeNull()
  })

  it('speaks French', async () => {
    renderAuth(<NewPasswordForm hash={HASH} />, 'fr-ch', 'fr')
    expect(screen.getByLabelText('Nouveau mot de passe *')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enregistrer le mot de passe' })).toBeInTheDocument()
  })
})
