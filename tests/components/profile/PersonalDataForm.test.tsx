// @vitest-environment jsdom
/** The personal data form (issue 10 item 7; spec 02 §3 User, §5 rules): labels, errors, email change. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PersonalDataForm } from '@/components/profile/PersonalDataForm'
import { renderWithIntl } from '../intl'
import { fieldError, stubFetch } from './profile-fetch'

const initial = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  gender: 'f',
  email: 'ada@example.org',
  phone: '',
  birth_date: '',
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('personal data form', () => {
  it('shows the saved data in labelled fields, and no password field while the email stays', () => {
    renderWithIntl(<PersonalDataForm initial={initial} />)
    expect(screen.getByLabelText('Anrede *')).toHaveDisplayValue('Frau')
    expect(screen.getByLabelText('Vorname *')).toHaveValue('Ada')
    expect(screen.getByLabelText('E-Mail-Adresse *')).toHaveValue('ada@example.org')
    expect(screen.getByLabelText('Telefonnummer (optional)')).toHaveValue('')
    expect(screen.getByLabelText('Geburtsdatum (optional)')).toHaveAttribute('type', 'date')
    expect(screen.queryByLabelText('Aktuelles Passwort *')).toBeNull()
  })

  it('names a wrong field with its spec 02 §5 text, tied to the field, and sends nothing', async () => {
    const sent = stubFetch()
    const user = userEvent.setup()
    renderWithIntl(<PersonalDataForm initial={initial} />)
    await user.clear(screen.getByLabelText('Vorname *'))
    await user.type(screen.getByLabelText('Telefonnummer (optional)'), 'ruf an')
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }))
    const firstName = screen.getByLabelText('Vorname *')
    expect(firstName).toHaveAttribute('aria-invalid', 'true')
    expect(firstName).toHaveAccessibleDescription('Bitte geben Sie Ihren Namen ein.')
    expect(firstName).toHaveFocus()
    expect(screen.getByLabelText('Telefonnummer (optional)')).toHaveAccessibleDescription(
      /gültige Telefonnummer/,
    )
    expect(sent).toEqual([])
  })

  it('asks for the current password once the email changes, and shows the server refusing it', async () => {
    const sent = stubFetch(fieldError('current_password', 'profile.errors.wrongPassword'))
    const user = userEvent.setup()
    renderWithIntl(<PersonalDataForm initial={initial} />)
    const email = screen.getByLabelText('E-Mail-Adresse *')
    await user.clear(email)
    await user.type(email, 'Countess@Example.org')
    const password = screen.getByLabelText('Aktuelles Passwort *')
    expect(password).toHaveAccessibleDescription(/Um Ihre E-Mail-Adresse zu ändern/)
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }))
    expect(password).toHaveAccessibleDescription(/Bitte füllen Sie dieses Feld aus\./)
    expect(sent).toEqual([])

    await user.type(password, 'Wrong9Password')
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }))
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Das Passwort ist nicht korrekt\./))
    expect(password).toHaveFocus()
    expect(sent).toEqual([
      {
        url: '/api/user/personal-data/?locale=de',
        method: 'PATCH',
        body: {
          ...initial,
          email: 'countess@example.org',
          phone: null,
          birth_date: null,
          current_password: 'Wrong9Password',
        },
      },
    ])
  })

  it('saves and says so in a status region', async () => {
    const sent = stubFetch(Response.json({ type: 'success', user: {} }))
    const user = userEvent.setup()
    renderWithIntl(<PersonalDataForm initial={initial} />)
    await user.type(screen.getByLabelText('Telefonnummer (optional)'), '+49 30 123456')
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Ihre persönlichen Daten wurden gespeichert.')
    expect(sent[0]?.body).toMatchObject({ phone: '+49 30 123456' })
    expect(sent[0]?.body).not.toHaveProperty('current_password')
  })

  it('says what went wrong when the server fails', async () => {
    stubFetch(new Response('{}', { status: 500 }))
    const user = userEvent.setup()
    renderWithIntl(<PersonalDataForm initial={initial} />)
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Das hat leider nicht geklappt.')
  })
})
