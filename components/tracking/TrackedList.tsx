'use client'

/**
 * A list of product cards as tracking sees it (spec 02 §7): frontend_view_item_list once when the list
 * shows, and frontend_select_item when a card's link is followed, with the list's id and name and the
 * card's position. One listener for the whole list (cards stay server components); the cards are found
 * by their `data-product-id`. `display: contents` keeps the grid's layout untouched.
 */
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import { trackEcommerce } from '@/lib/tracking/client/events'
import { TRACKING_EVENT } from '@/lib/tracking/rules/events'
import type { TrackingItem } from '@/lib/tracking/rules/product-data'

export interface TrackedListPayload {
  /** The view_item_list fields beside `ecommerce` (category, searchTerm, totalHits, filterUsed, orderBy). */
  [field: string]: unknown
  ecommerce: { item_list_id: string; item_list_name: string; currency: string; items: TrackingItem[] }
}

interface Props {
  payload: TrackedListPayload
  /** The product id of each item, in the items' order (cards carry `data-product-id`). */
  productIds: readonly number[]
  children: ReactNode
}

export function TrackedList({ payload, productIds, children }: Props) {
  const pushed = useRef<string | null>(null)
  const key = `${payload.ecommerce.item_list_id}|${productIds.join(',')}`
  useEffect(() => {
    // Once per list shown (a new page of the listing is a new list), also under React's double effects.
    if (pushed.current === key || productIds.length === 0) return
    pushed.current = key
    const { ecommerce, ...fields } = payload
    trackEcommerce(TRACKING_EVENT.viewItemList, ecommerce, fields)
  }, [key, payload, productIds.length])

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element
    if (!target.closest('a[href]')) return
    const card = target.closest<HTMLElement>('[data-product-id]')
    const index = card ? productIds.indexOf(Number(card.dataset.productId)) : -1
    const item = payload.ecommerce.items[index]
    if (!item) return
    const { item_list_id, item_list_name, currency } = payload.ecommerce
    trackEcommerce(TRACKING_EVENT.selectItem, {
      item_list_id,
      item_list_name,
      currency,
      value: item.price ?? 0,
      items: [item],
    })
  }

  return (
    // Only a followed link counts (Enter on a link clicks it too); the cards' links stay the controls.
    <div
      style={{ display: 'contents' }}
      onClickCapture={onClick}
      data-track-list={payload.ecommerce.item_list_id}
    >
      {children}
    </div>
  )
}
