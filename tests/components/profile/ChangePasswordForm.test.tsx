// @vitest-environment jsdom
/** The change-password form (issue 10 item 7; spec 02 §5 password rule and keys). */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChangePasswordForm } from '@/components/profile/ChangePasswordForm'
import { renderWithIntl } from '../intl'
import { fieldError, stubFetch } from './profile-fetch'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const submit = () => screen.getByRole('button', { name: 'Passwort ändern' })

describe('change password form', () => {
  it('checks the rule of spec 02 §5 with its values before sending, and explains it up front', async () => {
    const sent = stubFetch()
    const user = userEvent.setup()
    renderWithIntl(<ChangePasswordForm username="ada@example.org" />)
    const next = screen.getByLabelText('Neues Passwort *')
    expect(next).toHaveAttribute('autocomplete', 'new-password')
    expect(next).toHaveAccessibleDescription(/10 bis 30 Zeichen/)
    await user.type(screen.getByLabelText('Aktuelles Passwort *'), 'Old9Password')
    await user.type(next, 'Short9')
    await user.click(submit())
    expect(next).toHaveAccessibleDescription(/Das Passwort muss mindestens 10 Zeichen lang sein\./)
    await user.clear(next)
    await user.type(next, 'Old9Password')
    await user.click(submit())
    expect(next).toHaveAccessibleDescription(/muss sich von Ihrem bisherigen unterscheiden/)
    expect(sent).toEqual([])
  })

  it('shows a wrong current password and a leaked new one where the server names them', async () => {
    stubFetch(
      fieldError('current_password', 'profile.errors.wrongPassword'),
      fieldError('new_password', 'reset-password.fields.new-password.leaked'),
    )
    const user = userEvent.setup()
    renderWithIntl(<ChangePasswordForm username="ada@example.org" />)
    const current = screen.getByLabelText('Aktuelles Passwort *')
    await user.type(current, 'Wrong9Password')
    await user.type(screen.getByLabelText('Neues Passwort *'), 'Brand9NewOne')
    await user.click(submit())
    await waitFor(() => expect(current).toHaveAccessibleDescription('Das Passwort ist nicht korrekt.'))
    expect(current).toHaveFocus()
    await user.click(submit())
    await waitFor(() =>
      expect(screen.getByLabelText('Neues Passwort *')).toHaveAccessibleDescription(
        /aus einem Datenleck bekannt/,
      ),
    )
  })

  it('confirms the change, says other devices were logged out, and empties the fields', async () => {
    const sent = stubFetch(Response.json({ type: 'success', endedSessions: 2 }))
    const user = userEvent.setup()
    renderWithIntl(<ChangePasswordForm username="ada@example.org" />)
    await user.type(screen.getByLabelText('Aktuelles Passwort *'), 'Old9Password')
    await user.type(screen.getByLabelText('Neues Passwort *'), 'Brand9NewOne')
    await user.click(submit())
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Auf allen anderen Geräten wurden Sie abgemeldet.',
    )
    expect(screen.getByLabelText('Aktuelles Passwort *')).toHaveValue('')
    expect(sent).toEqual([
      {
        url: '/api/user/password/?locale=de',
        method: 'POST',
        body: { current_password: 'Old9Password', new_password: 'Brand9NewOne' },
      },
    ])
  })
})
