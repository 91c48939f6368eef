// @vitest-environment jsdom
/**
 * Delete account (issue 10 item 7): the "delete account" dialog of spec 02 §2 (modal, focus on the
 * password, Escape closes, focus back on the button), then the goodbye redirect of spec 02 §4.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DeleteAccount } from '@/components/profile/DeleteAccount'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { installLayoutShim, renderWithIntl } from '../intl'
import { fieldError, stubFetch } from './profile-fetch'

const leave = vi.hoisted(() => vi.fn())
vi.mock('@/lib/account/client/after-deletion', () => ({ leaveAfterDeletion: leave }))

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
beforeEach(() => {
  useDialogStore.setState({ stack: EMPTY_STACK })
  leave.mockReset()
})
afterEach(() => {
  act(() => useDialogStore.setState({ stack: EMPTY_STACK }))
  cleanup()
  vi.unstubAllGlobals()
})

const opener = () => screen.getByRole('button', { name: 'Konto löschen' })

describe('delete account', () => {
  it('opens the modal dialog with focus on the password; Escape closes it and focus returns', async () => {
    const user = userEvent.setup()
    renderWithIntl(<DeleteAccount />)
    expect(opener()).toHaveAttribute('aria-haspopup', 'dialog')
    await user.click(opener())
    const dialog = await screen.findByRole('dialog', { name: 'Konto endgültig löschen?' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    const password = within(dialog).getByLabelText('Passwort *')
    await waitFor(() => expect(password).toHaveFocus())
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(opener()).toHaveFocus())
  })

  it('keeps the dialog open with the error on the password when it is wrong', async () => {
    const sent = stubFetch(fieldError('password', 'profile.errors.wrongPassword'))
    const user = userEvent.setup()
    renderWithIntl(<DeleteAccount />)
    await user.click(opener())
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Ja, Konto löschen' }))
    const password = within(dialog).getByLabelText('Passwort *')
    expect(password).toHaveAccessibleDescription(/Bitte füllen Sie dieses Feld aus\./)
    expect(sent).toEqual([])
    await user.type(password, 'Wrong9Password')
    await user.click(within(dialog).getByRole('button', { name: 'Ja, Konto löschen' }))
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Das Passwort ist nicht korrekt\./))
    expect(sent).toEqual([
      { url: '/api/user/account/?locale=de', method: 'DELETE', body: { password: 'Wrong9Password' } },
    ])
    expect(leave).not.toHaveBeenCalled()
  })

  it('deletes with the password and leaves for the goodbye redirect of the language', async () => {
    stubFetch(Response.json({ type: 'success', user: { loggedIn: false } }))
    const user = userEvent.setup()
    renderWithIntl(<DeleteAccount />)
    await user.click(opener())
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText('Passwort *'), 'Analytical9Engine')
    await user.click(within(dialog).getByRole('button', { name: 'Ja, Konto löschen' }))
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/de'))
    expect(within(dialog).getByRole('button', { name: 'Wird gelöscht …' })).toBeDisabled()
  })

  it('cancels without sending anything', async () => {
    const sent = stubFetch()
    const user = userEvent.setup()
    renderWithIntl(<DeleteAccount />)
    await user.click(opener())
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual([])
  })
})
