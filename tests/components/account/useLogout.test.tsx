// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLogout, type LogoutOptions } from '@/components/account/useLogout'
import { ACCOUNT_ID, fakeFetch, renderAuth } from './auth-shell'

const leavePage = vi.hoisted(() => vi.fn())
vi.mock('@/lib/account/client/leave-page', () => ({ leavePage }))
const notify = vi.hoisted(() => vi.fn())
vi.mock('@/lib/ui/client/toast', async (original) => ({
  ...(await original<typeof import('@/lib/ui/client/toast')>()),
  notify,
}))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  window.localStorage.clear()
})

const LOGOUT = '/api/user/auth/logout/'

function LogoutButton(options: LogoutOptions) {
  const { logout, pending } = useLogout()
  return (
    <button type="button" disabled={pending} onClick={() => void logout(options)}>
      Abmelden
    </button>
  )
}

describe('useLogout (spec 02 §4, §7)', () => {
  it('on 200 clears the stored id and every query, then loads the home page', async () => {
    const { urls } = fakeFetch({ [LOGOUT]: () => ({ status: 200, body: { type: 'success' } }) })
    window.localStorage.setItem('userId', ACCOUNT_ID)
    const { client } = renderAuth(<LogoutButton />)
    client.setQueryData(['user'], { id: ACCOUNT_ID })
    client.setQueryData(['basket', `basket_1_${ACCOUNT_ID}`], { items: [] })
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }))
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/de/'))
    expect(urls()).toEqual([`${LOGOUT}?locale=de`])
    expect(window.localStorage.getItem('userId')).toBeNull()
    expect(client.getQueryCache().getAll()).toEqual([])
  })

  it('after account deletion goes to the goodbye redirect', async () => {
    fakeFetch({ [LOGOUT]: () => ({ status: 200, body: { type: 'success' } }) })
    renderAuth(<LogoutButton goodbye />, 'fr-ch', 'fr')
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }))
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/fr/?redirect=goodbye'))
  })

  it('keeps everything when the server refuses, and says so', async () => {
    fakeFetch({ [LOGOUT]: () => ({ status: 500, body: { type: 'error', error: 'boom' } }) })
    window.localStorage.setItem('userId', ACCOUNT_ID)
    renderAuth(<LogoutButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'Die Abmeldung hat leider nicht geklappt. Bitte versuchen Sie es noch einmal.',
      ),
    )
    expect(leavePage).not.toHaveBeenCalled()
    expect(window.localStorage.getItem('userId')).toBe(ACCOUNT_ID)
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeEnabled()
  })
})
