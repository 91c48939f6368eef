// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CountryPickerGate } from '@/components/geo/CountryPickerGate'
import { useConsentStore } from '@/lib/consent/client/consent-store'
import type { PickerMarket } from '@/lib/geo/rules/switch-target'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { installLayoutShim, renderWithIntl } from '../intl'

// Spec 02 §2 "Country picker overlay": evaluated once the consent banner is closed; not for crawlers,
// not once chosen, only when the countries differ; stay or switch, or the list; closing keeps the shop.
const MARKETS: PickerMarket[] = [
  { code: 'de-de', country: 'de', languages: ['de'], domain: 'de-de.localhost' },
  { code: 'de-at', country: 'at', languages: ['de'], domain: 'de-at.localhost' },
  { code: 'de-ch', country: 'ch', languages: ['de', 'fr'], domain: 'de-ch.localhost' },
  { code: 'fr-ch', country: 'ch', languages: ['fr', 'de'], domain: 'fr-ch.localhost' },
]
const BROWSER = navigator.userAgent
let fetchMock: ReturnType<typeof vi.fn>
let restoreLayout: () => void

const answer = (country: string | null) =>
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ country }), { status: 200 }))
const settle = () => act(() => useConsentStore.setState({ phase: 'settled', statuses: {} }))
const choice = () => /(?:^|; )shop-country=([^;]*)/.exec(document.cookie)?.[1] ?? null

beforeAll(() => {
  restoreLayout = installLayoutShim()
})
afterAll(() => restoreLayout())

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  answer('ch')
  useConsentStore.setState({ phase: 'pending', statuses: {} })
  useDialogStore.setState({ stack: EMPTY_STACK })
  window.history.replaceState(null, '', '/de/kueche/?sort=Price%3Aasc')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  Object.defineProperty(navigator, 'userAgent', { value: BROWSER, configurable: true })
  document.cookie = 'shop-country=; Path=/; Max-Age=0'
})

describe('country picker', () => {
  it('waits for the consent, then offers the Swiss shop to a Swiss visitor', async () => {
    renderWithIntl(<CountryPickerGate markets={MARKETS} />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(fetchMock).not.toHaveBeenCalled()
    settle()
    const dialog = await screen.findByRole('dialog', { name: 'Shop auswählen' }, { timeout: 3000 })
    expect(fetchMock).toHaveBeenCalledWith('/api/geo/country/', expect.anything())
    expect(dialog).toHaveTextContent('Ihr Standort: Schweiz')
    expect(screen.getByRole('button', { name: 'Zum Shop Schweiz wechseln' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Im Shop Deutschland bleiben' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(choice()).toBe('de')
  })

  it('keeps the shop when closed with Escape', async () => {
    settle()
    renderWithIntl(<CountryPickerGate markets={MARKETS} />)
    await screen.findByRole('dialog', { name: 'Shop auswählen' }, { timeout: 3000 })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(choice()).toBe('de')
  })

  it('lists every country for a visitor from a country without a shop', async () => {
    answer('us')
    settle()
    renderWithIntl(<CountryPickerGate markets={MARKETS} />)
    const list = await screen.findByRole('list', { name: 'Länder' }, { timeout: 3000 })
    expect([...list.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Deutschlandaktueller Shop',
      'Österreich',
      'Schweiz',
    ])
    expect(screen.getByRole('dialog')).toHaveTextContent('Ihr Standort: Vereinigte Staaten')
  })

  it.each([
    ['a German visitor', () => answer('de')],
    ['an unknown address', () => answer(null)],
    ['a failed call', () => fetchMock.mockRejectedValue(new TypeError('offline'))],
  ])('stays shut for %s', async (_, arrange) => {
    arrange()
    settle()
    renderWithIntl(<CountryPickerGate markets={MARKETS} />)
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks nothing for a crawler or a visitor who has chosen', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: 'Googlebot/2.1', configurable: true })
    settle()
    const crawler = renderWithIntl(<CountryPickerGate markets={MARKETS} />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    crawler.unmount()
    Object.defineProperty(navigator, 'userAgent', { value: BROWSER, configurable: true })
    document.cookie = 'shop-country=at; Path=/'
    renderWithIntl(<CountryPickerGate markets={MARKETS} />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('stores a choice handed over from another shop and drops it from the address', async () => {
    window.history.replaceState(null, '', '/de/kueche/?sort=Price%3Aasc&shop-country=ch#top')
    settle()
    renderWithIntl(<CountryPickerGate markets={MARKETS} />)
    await waitFor(() => expect(choice()).toBe('ch'))
    expect(window.location.search + window.location.hash).toBe('?sort=Price%3Aasc#top')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
