// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { toast } from 'react-toastify/unstyled'
import { BasketNotices } from '@/components/basket/BasketNotices'
import { ToastHost } from '@/components/toast/ToastHost'
import { makeShell } from './basket-shell'

/** A page after the proxy's voucher redirect: the notice cookie it left (issue 13 item 7), if any. */
function renderWithNotice(notice: string | null, language: 'de' | 'fr' = 'de') {
  if (notice !== null) document.cookie = `voucher_notice=${notice}; Path=/`
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
  document.cookie = 'voucher_notice=; Path=/; Max-Age=0'
})

describe("voucher parameter (spec 02 §2): the 'gift code activated' toast, once", () => {
  it('shows the toast for the notice the redirect left, and deletes the notice', async () => {
    renderWithNotice('XMAS24')
    expect(await screen.findByText('Gutscheincode XMAS24 aktiviert')).toBeInTheDocument()
    expect(document.cookie).not.toContain('voucher_notice=')
  })

  it('in French too', async () => {
    renderWithNotice('NOEL-2024', 'fr')
    expect(await screen.findByText('Code cadeau NOEL-2024 activé')).toBeInTheDocument()
  })

  it.each([['%3Cscript%3E'], ['a'], [null]])('a bad or missing notice (%s) shows nothing', async (notice) => {
    renderWithNotice(notice)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByText(/aktiviert/)).toBeNull()
  })
})
