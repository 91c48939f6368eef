// @vitest-environment jsdom
// The consent banner in the browser (spec 02 §2, §4): a stored, valid consent settles without a banner;
// none opens layer 1; the footer's settings closed unsaved keep the stored consent; the editors' texts
// come from /api/consent/texts/, the shop's own ones when the content service has none.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConsentGate } from '@/components/consent/ConsentGate'
import { openConsentSettings, useConsentStore } from '@/lib/consent/client/consent-store'
import { serializeConsentCookie } from '@/lib/consent/rules/stored'
import { CONSENT_SHELL_ATTRIBUTE } from '@/lib/consent/rules/shell-attribute'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { installLayoutShim, renderWithIntl } from '../intl'

const ACCEPTED = {
  session: true,
  consent: true,
  analytics: true,
  googleTagManager: true,
  recommendations: true,
  sovendus: true,
  affiliate: true,
}
const storeCookie = (over: object = {}) => {
  document.cookie = `consent=${serializeConsentCookie({
    createdAt: Date.now(),
    version: 1,
    interacted: true,
    id: 'test-consent-1',
    services: ACCEPTED,
    ...over,
  })}; Path=/`
}

let restoreLayout: () => void
beforeAll(() => {
  restoreLayout = installLayoutShim()
})
afterAll(() => restoreLayout())

beforeEach(() => {
  // No editors' texts: the banner uses its own.
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(new Response(JSON.stringify({ texts: null }), { status: 200 })),
  )
  useConsentStore.setState({ phase: 'pending', statuses: {}, layer: 1 })
  useDialogStore.setState({ stack: EMPTY_STACK })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  document.cookie = 'consent=; Path=/; Max-Age=0'
})

describe('consent gate and banner', () => {
  // lib/consent/rules/first-paint.ts: the page painted the first layer; the banner takes it over.
  const shell = () => document.documentElement.getAttribute(CONSENT_SHELL_ATTRIBUTE)
  afterEach(() => document.documentElement.removeAttribute(CONSENT_SHELL_ATTRIBUTE))

  it('takes over the first layer the page painted when it opens', async () => {
    document.documentElement.setAttribute(CONSENT_SHELL_ATTRIBUTE, 'open')
    renderWithIntl(<ConsentGate version={1} />)
    await screen.findByRole('dialog', { name: 'Ihre Privatsphäre' })
    expect(shell()).toBe('handover')
  })

  it('lets the first layer go when a valid stored consent settles', async () => {
    document.documentElement.setAttribute(CONSENT_SHELL_ATTRIBUTE, 'open')
    storeCookie()
    renderWithIntl(<ConsentGate version={1} />)
    await waitFor(() => expect(useConsentStore.getState().phase).toBe('settled'))
    expect(shell()).toBeNull()
  })

  it('settles a valid stored consent without opening anything', async () => {
    storeCookie()
    renderWithIntl(<ConsentGate version={1} />)
    await waitFor(() => expect(useConsentStore.getState().phase).toBe('settled'))
    expect(useConsentStore.getState().statuses).toEqual(ACCEPTED)
    expect(screen.queryByRole('dialog')).toBeNull()
    // A returning visitor's settled consent loads no banner texts.
    expect(fetch).not.toHaveBeenCalled()
  })

  it('opens layer 1 with the shop’s own texts when nothing valid is stored', async () => {
    storeCookie({ version: 0 })
    renderWithIntl(<ConsentGate version={1} />)
    const dialog = await screen.findByRole('dialog', { name: 'Ihre Privatsphäre' })
    expect(dialog).toHaveTextContent('Wir verwenden Cookies')
    expect(screen.getByRole('button', { name: 'Nur notwendige' })).toBeInTheDocument()
    expect(useConsentStore.getState().phase).toBe('open')
  })

  it('the footer’s settings closed unsaved keep the stored consent', async () => {
    storeCookie()
    renderWithIntl(<ConsentGate version={1} />)
    await waitFor(() => expect(useConsentStore.getState().phase).toBe('settled'))
    act(() => openConsentSettings())
    const dialog = await screen.findByRole('dialog', { name: 'Datenschutz-Einstellungen' })
    expect(screen.getByRole('switch', { name: /^Marketing/ })).toBeChecked()
    await userEvent.click(screen.getByRole('switch', { name: /^Marketing/ }))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(useConsentStore.getState().statuses).toEqual(ACCEPTED)
  })

  it('a first visitor who closes the banner gets only the defaults, and nothing is stored', async () => {
    renderWithIntl(<ConsentGate version={1} />)
    await screen.findByRole('dialog', { name: 'Ihre Privatsphäre' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(useConsentStore.getState().phase).toBe('settled'))
    expect(useConsentStore.getState().statuses).toMatchObject({
      session: true,
      analytics: false,
      sovendus: false,
    })
    expect(document.cookie).not.toContain('consent=')
  })
})
