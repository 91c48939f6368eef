import type { Product } from '@/lib/catalog/rules/types'
import type { WishlistItem } from '@/lib/wishlist/rules/types'
import { guestUser, json, type FakeAnswer } from '../basket/basket-shell'

/**
 * A fake wishlist back end for the component tests (spec 02 §7 calls): GET, addItem and deleteItem over
 * an in-memory list, with switches to refuse a call. Every call is recorded.
 */
export function fakeWishlistServer(wishlistKey: string, catalog: Product[]) {
  const state = {
    entries: [] as WishlistItem[],
    refuseAdd: null as FakeAnswer | null,
    refuseDelete: null as FakeAnswer | null,
    /** Hold every wishlist read until released (the loading state). */
    holdReads: false,
    failReads: false,
    calls: [] as Array<{ url: string; method: string; body: Record<string, unknown> | undefined }>,
  }
  let next = 1
  const wishlist = () => ({ key: wishlistKey, items: state.entries, count: state.entries.length })

  function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined
    state.calls.push({ url, method, body })
    const answer = (a: FakeAnswer) => Promise.resolve(json(a))
    if (url.startsWith('/api/user/')) return answer({ status: 200, body: guestUser })
    if (url.startsWith('/api/shop/wishlist/get/')) {
      if (state.holdReads) return new Promise<Response>(() => {})
      if (state.failReads) return answer({ status: 500, body: { type: 'error', error: 'down' } })
      return answer({ status: 200, body: wishlist() })
    }
    if (url.startsWith('/api/shop/wishlist/addItem/')) {
      if (state.refuseAdd) return answer(state.refuseAdd)
      const product = catalog.find((p) => p.id === body?.itemCreationId)
      if (!product) return answer({ status: 404, body: { type: 'error', error: 'no product' } })
      state.entries = [...state.entries, { key: `entry-${next++}`, variant: null, product }]
      return answer({ status: 200, body: { type: 'success', wishlist: wishlist() } })
    }
    if (url.startsWith('/api/shop/wishlist/deleteItem/')) {
      if (state.refuseDelete) return answer(state.refuseDelete)
      state.entries = state.entries.filter((e) => e.key !== body?.itemKey)
      return answer({ status: 200, body: wishlist() })
    }
    const basket = { key: 'b', items: [], count: 0, cost: { withTax: 0, withoutTax: 0, currencyCode: 'EUR' } }
    if (url.startsWith('/api/shop/basket/')) return answer({ status: 200, body: { type: 'success', basket } })
    return answer({ status: 404, body: { type: 'error', error: 'unexpected call' } })
  }
  return { state, fetch }
}
