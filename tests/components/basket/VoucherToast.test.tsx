// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { toast } from 'react-toastify/unstyled'
import { BasketNotices } from '@/components/basket/BasketNotices'
import { ToastHost } from '@/components/toast/ToastHost'
import { makeShell } from './basket-shell'

function renderAt(address: string, language: 'de' | 'fr' = 'de') {
  window.history.replaceState(null, '', address)
  const { Shell } = makeShell(language === 'fr' ? 'fr-ch' : 'de-de', language)
  render(
    <Shell>
      <BasketNotices />
      <ToastHost />
    </Shell>,
  )
}

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('no network in this test'))),
  ),
)
afterEach(() => {
  act(() => toast.dismiss())
  cleanup()
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

describe("voucher parameter (spec 02 §2): the 'gift code activated' toast, once", () => {
  it('shows the toast and takes the parameter out of the address, keeping the rest', async () => {
    renderAt('/de/p/topf-100001/?variant=1_2&voucher=xmas24#details')
    expect(await screen.findByText('Gutscheincode XMAS24 aktiviert')).toBeInTheDocument()
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/de/p/topf-100001/?variant=1_2#details',
    )
  })

  it('in French too', async () => {
    renderAt('/fr/?voucher=noel-2024', 'fr')
    expect(await screen.findByText('Code cadeau NOEL-2024 activé')).toBeInTheDocument()
    expect(window.location.search).toBe('')
  })

  it.each([['/de/?voucher=%3Cscript%3E'], ['/de/?voucher=a'], ['/de/?voucher=A1&voucher=B2'], ['/de/']])(
    'a bad, ambiguous or missing code (%s) shows nothing and leaves the address alone',
    async (address) => {
      renderAt(address)
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
      expect(screen.queryByText(/aktiviert/)).toBeNull()
      expect(window.location.pathname + window.location.search).toBe(address)
    },
  )
})
