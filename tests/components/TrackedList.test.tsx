// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { TrackedList } from '@/components/tracking/TrackedList'
import { TrackPromotion } from '@/components/tracking/TrackPromotion'
import { useConsentStore } from '@/lib/consent/client/consent-store'
import { viewItemListPayload } from '@/lib/tracking/rules/item-list'

const product = (id: number) => ({
  id,
  referenceKey: `R${id}`,
  masterKey: `M${id}`,
  name: `P${id}`,
  brand: { name: 'B' },
  categories: [],
  priceCents: 1000 * id,
})
const events = () => (window.dataLayer ?? []).filter((e) => 'event' in e)

// Spec 02 §7: frontend_view_item_list when a list shows, frontend_select_item with the list and the
// position when a card is followed; frontend_view_promotion once per session per promotion (§4).
describe('TrackedList and TrackPromotion', () => {
  beforeEach(() => {
    window.dataLayer = []
    window.sessionStorage.clear()
    useConsentStore.setState({ phase: 'settled', statuses: { analytics: true } })
  })
  afterEach(() => cleanup())

  it('pushes the list once and the followed card with its position', () => {
    const payload = viewItemListPayload({
      listId: 'search',
      listName: 'search',
      currency: 'EUR',
      searchTerm: 'topf',
      totalHits: 2,
      products: [product(1), product(2)],
    })
    render(
      <TrackedList payload={payload} productIds={[1, 2]}>
        {[1, 2].map((id) => (
          <article key={id} data-product-id={id}>
            <a href={`/de/p/p-${id}/`} onClick={(e) => e.preventDefault()}>
              P{id}
            </a>
            <button type="button">heart</button>
          </article>
        ))}
      </TrackedList>,
    )
    expect(events()).toEqual([
      expect.objectContaining({ event: 'frontend_view_item_list', searchTerm: 'topf', totalHits: 2 }),
    ])
    fireEvent.click(screen.getAllByRole('button')[1] as HTMLElement)
    fireEvent.click(screen.getByRole('link', { name: 'P2' }))
    const select = events()[1] as {
      event: string
      ecommerce: { items: { item_id: string; index: number }[] }
    }
    expect(select.event).toBe('frontend_select_item')
    expect(select.ecommerce).toMatchObject({ item_list_id: 'search', value: 20 })
    expect(select.ecommerce.items[0]).toMatchObject({ item_id: 'R2', index: 2, price: 20 })
    expect(events()).toHaveLength(2)
  })

  it('pushes a promotion view once per session', () => {
    const promotion = { id: 'banner:u1', name: 'Sommer' }
    render(
      <section>
        <TrackPromotion promotion={promotion} />
      </section>,
    )
    cleanup()
    render(
      <section>
        <TrackPromotion promotion={promotion} />
      </section>,
    )
    expect(events().map((e) => e.event)).toEqual(['frontend_view_promotion'])
  })
})
