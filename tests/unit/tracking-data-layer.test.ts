// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { useConsentStore } from '@/lib/consent/client/consent-store'
import {
  clearPendingEvents,
  gtag,
  pushEcommerceEvent,
  pushEvent,
  pushEventOnce,
} from '@/lib/tracking/client/data-layer'

const events = () => (window.dataLayer ?? []).map((e) => e.event ?? ('ecommerce' in e ? 'reset' : '?'))

// Spec 02 §7: events go to the data layer only as the consent allows (tag manager or analytics);
// before it is known they wait, and go once it settles with a grant.
describe('the gated data layer (spec 02 §4, §7)', () => {
  beforeEach(() => {
    window.dataLayer = []
    window.localStorage.clear()
    clearPendingEvents()
    useConsentStore.setState({ phase: 'pending', statuses: {} })
  })

  it('queues events while the consent is unknown and pushes them once granted', () => {
    pushEvent('frontend_view_item', { a: 1 })
    pushEcommerceEvent('frontend_add_to_cart', { currency: 'EUR', value: 1, items: [] })
    expect(window.dataLayer).toEqual([])
    useConsentStore.getState().settle({ analytics: true })
    expect(window.dataLayer).toEqual([
      { event: 'frontend_view_item', a: 1 },
      { ecommerce: null },
      { event: 'frontend_add_to_cart', ecommerce: { currency: 'EUR', value: 1, items: [] } },
    ])
  })

  it('drops the queue when the consent settles without a grant, and pushes nothing after', () => {
    pushEvent('frontend_view_item')
    useConsentStore.getState().settle({ analytics: false, recommendations: true })
    pushEvent('frontend_view_cart')
    useConsentStore.getState().settle({ analytics: true })
    expect(events()).toEqual([])
  })

  it('pushes at once with the tag manager granted', () => {
    useConsentStore.getState().settle({ googleTagManager: true })
    pushEvent('frontend_view_cart')
    expect(events()).toEqual(['frontend_view_cart'])
  })

  it('keeps once-per-key across the queue', () => {
    pushEventOnce('purchase:1', 'frontend_purchase')
    pushEventOnce('purchase:1', 'frontend_purchase')
    useConsentStore.getState().settle({ analytics: true })
    expect(events()).toEqual(['frontend_purchase'])
  })

  it('never holds back Consent Mode commands, which are arguments objects', () => {
    gtag('consent', 'update', { analytics_storage: 'granted' })
    const [entry] = window.dataLayer as unknown as ArrayLike<unknown>[]
    expect(Array.from(entry ?? [])).toEqual(['consent', 'update', { analytics_storage: 'granted' }])
  })
})
