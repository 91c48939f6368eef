// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { TrackEvent } from '@/components/tracking/TrackEvent'
import { useConsentStore } from '@/lib/consent/client/consent-store'

const events = () => (window.dataLayer ?? []).map((entry) => entry.event)

// Spec 02 §7: events go to the data layer; frontend_purchase once per order even on reload.
describe('TrackEvent', () => {
  beforeEach(() => {
    window.dataLayer = []
    window.localStorage.clear()
    // Events are pushed only with consent (spec 02 §4): the tag manager is granted here.
    useConsentStore.setState({ phase: 'settled', statuses: { googleTagManager: true } })
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('pushes the event with its payload when the page shows', () => {
    render(<TrackEvent event="frontend_begin_checkout" payload={{ value: 12.5 }} />)
    expect(window.dataLayer).toEqual([{ event: 'frontend_begin_checkout', value: 12.5 }])
  })

  it('pushes an event without a once key on every page view', () => {
    render(<TrackEvent event="frontend_begin_checkout" payload={{}} />)
    cleanup()
    render(<TrackEvent event="frontend_begin_checkout" payload={{}} />)
    expect(events()).toEqual(['frontend_begin_checkout', 'frontend_begin_checkout'])
  })

  it('pushes a purchase once per order across reloads, and another order again', () => {
    const view = (order: string) =>
      render(
        <TrackEvent
          event="frontend_purchase"
          payload={{ transaction_id: order }}
          once={`purchase:${order}`}
        />,
      )
    view('DE-1000001')
    cleanup()
    window.dataLayer = [] // a reload starts a new data layer
    view('DE-1000001')
    expect(events()).toEqual([])
    cleanup()
    view('DE-1000002')
    expect(window.dataLayer).toEqual([{ event: 'frontend_purchase', transaction_id: 'DE-1000002' }])
  })

  it('pushes an ecommerce event in the GA4 shape, after clearing the previous ecommerce', () => {
    render(<TrackEvent event="frontend_purchase" ecommerce payload={{ value: 1 }} once="purchase:DE-3" />)
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'frontend_purchase', ecommerce: { value: 1 } },
    ])
  })

  it('pushes when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied')
    })
    render(<TrackEvent event="frontend_purchase" payload={{}} once="purchase:DE-1" />)
    expect(events()).toEqual(['frontend_purchase'])
  })
})
