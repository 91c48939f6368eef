// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, render } from '@testing-library/react'
import { TrackingScripts } from '@/components/tracking/TrackingScripts'
import { useConsentStore } from '@/lib/consent/client/consent-store'

const scripts = () =>
  [...document.querySelectorAll('script[data-tracking]')].map((s) => s.getAttribute('src'))
const consentCommands = () =>
  (window.dataLayer ?? [])
    .map((e) => Array.from(e as unknown as ArrayLike<unknown>))
    .filter((args) => args[0] === 'consent')

// Spec 02 §4/§7, spec 01 §5: no tracking script before consent; with it, asynchronously; Consent Mode
// updates follow the visitor's choice.
describe('TrackingScripts', () => {
  beforeEach(() => {
    window.dataLayer = []
    useConsentStore.setState({ phase: 'pending', statuses: {} })
  })
  afterEach(() => cleanup())

  it('loads nothing while the consent is unknown, then what the consent allows', () => {
    render(<TrackingScripts gtmId="GTM-ABC12" />)
    expect(scripts()).toEqual([])
    expect(consentCommands()).toEqual([])
    act(() => useConsentStore.getState().settle({ analytics: true, googleTagManager: false }))
    expect(scripts()).toEqual(['/scripts/econda.js'])
    expect(document.querySelector<HTMLScriptElement>('script[data-tracking]')?.async).toBe(true)
    expect(consentCommands()).toEqual([
      ['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })],
    ])
    act(() => useConsentStore.getState().settle({ analytics: true, googleTagManager: true }))
    expect(scripts()).toEqual(['/scripts/econda.js', 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC12'])
  })
})
