// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { HeaderAccountLink } from '@/components/account/HeaderAccountLink'
import { ACCOUNT_ID, GUEST_ID, accountUser, fakeFetch, guestUser, renderAuth } from './auth-shell'

// As next.config.ts sets trailingSlash, Next's Link ends every path with a slash.
vi.stubEnv('__NEXT_TRAILING_SLASH', 'true')

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

const USER = '/api/user/'
const link = () => screen.getByTestId('header-account-link')

describe('header login state (issue 10 item 7: a client island, the page stays shared)', () => {
  it('shows "Anmelden" to the login page for a guest', async () => {
    fakeFetch({ [USER]: () => ({ status: 200, body: guestUser }) })
    window.localStorage.setItem('userId', GUEST_ID)
    renderAuth(<HeaderAccountLink />)
    expect(link()).toHaveTextContent('Anmelden')
    expect(link()).toHaveAttribute('href', '/de/login/')
    await waitFor(() => expect(link()).toHaveAttribute('data-logged-in', 'false'))
  })

  it('shows "Mein Konto" with the first name to the account home once the user query says logged in', async () => {
    fakeFetch({ [USER]: () => ({ status: 200, body: accountUser }) })
    renderAuth(<HeaderAccountLink />)
    await waitFor(() => expect(link()).toHaveTextContent('Hallo, Anna · Mein Konto'))
    expect(link()).toHaveAttribute('href', '/de/konto/')
  })

  it('trusts a stored account id until the user query answers, and the answer over it', async () => {
    let answer: (value: unknown) => void = () => undefined
    const pending = new Promise((resolve) => (answer = resolve))
    fakeFetch({ [USER]: async () => ({ status: 200, body: await pending }) })
    window.localStorage.setItem('userId', ACCOUNT_ID)
    renderAuth(<HeaderAccountLink />)
    expect(link()).toHaveTextContent('Mein Konto')
    answer(guestUser)
    await waitFor(() => expect(link()).toHaveTextContent('Anmelden'))
  })

  it('speaks French on a French page', async () => {
    fakeFetch({ [USER]: () => ({ status: 200, body: accountUser }) })
    renderAuth(<HeaderAccountLink />, 'fr-ch', 'fr')
    await waitFor(() => expect(link()).toHaveTextContent('Bonjour Anna · Mon compte'))
    expect(link()).toHaveAttribute('href', '/fr/compte/')
  })
})
