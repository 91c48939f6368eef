// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, screen } from '@testing-library/react'
import { toast } from 'react-toastify/unstyled'
import { RedirectNotices } from '@/components/toast/RedirectNotices'
import { ToastHost } from '@/components/toast/ToastHost'
import { renderWithIntl } from './intl'

function renderAt(address: string) {
  window.history.replaceState(null, '', address)
  renderWithIntl(
    <>
      <RedirectNotices />
      <ToastHost />
    </>,
  )
}

afterEach(() => {
  act(() => toast.dismiss())
  cleanup()
  window.history.replaceState(null, '', '/')
})

// Spec 01 §2 (`?redirect=goodbye`) and the newsletter confirmation link (spec 02 §7): a toast, once.
describe('redirect notices', () => {
  it('says goodbye after the account was deleted and takes the parameter out of the address', async () => {
    renderAt('/de/?redirect=goodbye')
    expect(await screen.findByText('Ihr Kundenkonto wurde gelöscht.')).toBeInTheDocument()
    expect(window.location.pathname + window.location.search).toBe('/de/')
  })

  it('confirms the newsletter, keeping the rest of the address', async () => {
    renderAt('/de/?utm=mail&redirect=newsletter-confirmed#top')
    expect(await screen.findByText(/Anmeldung zum Newsletter ist bestätigt/)).toBeInTheDocument()
    expect(window.location.search + window.location.hash).toBe('?utm=mail#top')
  })

  it('leaves an unknown value alone', async () => {
    renderAt('/de/?redirect=somewhere')
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(window.location.search).toBe('?redirect=somewhere')
    expect(screen.queryByRole('status')).toBeNull()
  })
})
