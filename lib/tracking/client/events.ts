import 'client-only'
/**
 * The shop's tracking calls where things happen in the browser (spec 02 §7): each builds its payload
 * with the pure rules and pushes it through the gated data layer. Promotion views once per session per
 * promotion (spec 02 §4, kept in session storage). select_promotion is ours beyond the spec's sixteen.
 */
import { TRACKING_EVENT } from '../rules/events'
import {
  cartChangeEcommerce,
  featurePayload,
  modifyInCartEvent,
  viewCartEcommerce,
  wishlistEcommerce,
  type TrackableWishlistEntry,
} from '../rules/event-payloads'
import type { TrackableLine } from '../rules/basket-items'
import {
  parseSeenPromotions,
  promotionEcommerce,
  PROMOTION_SEEN_STORAGE_KEY,
  rememberPromotionView,
} from '../rules/promotion'
import { pushEcommerceEvent, pushEvent, type TrackingPayload } from './data-layer'

export function trackAddToCart(line: TrackableLine, quantity: number, currency: string) {
  pushEcommerceEvent(TRACKING_EVENT.addToCart, cartChangeEcommerce(line, quantity, currency))
}

export function trackRemoveFromCart(line: TrackableLine, currency: string) {
  pushEcommerceEvent(TRACKING_EVENT.removeFromCart, cartChangeEcommerce(line, line.quantity, currency))
}

export function trackModifyInCart(line: TrackableLine, quantity: number, currency: string) {
  const { ecommerce, extra } = modifyInCartEvent(line, quantity, currency)
  pushEcommerceEvent(TRACKING_EVENT.modifyInCart, ecommerce, extra)
}

export function trackViewCart(lines: readonly TrackableLine[], currency: string) {
  pushEcommerceEvent(TRACKING_EVENT.viewCart, viewCartEcommerce(lines, currency))
}

export function trackWishlist(
  kind: 'add' | 'remove',
  entries: readonly TrackableWishlistEntry[],
  currency: string,
) {
  if (entries.length === 0) return
  pushEcommerceEvent(
    kind === 'add' ? TRACKING_EVENT.addToWishlist : TRACKING_EVENT.removeFromWishlist,
    wishlistEcommerce(entries, currency),
  )
}

export function trackFeature(feature: string, detail: Record<string, string | number | null> = {}) {
  pushEvent(TRACKING_EVENT.feature, featurePayload(feature, detail))
}

/** Pushes an ecommerce payload built on the server or by a rule (item lists, select_item). */
export function trackEcommerce(event: string, ecommerce: TrackingPayload, extra: TrackingPayload = {}) {
  pushEcommerceEvent(event, ecommerce, extra)
}

export interface TrackedPromotion {
  id: string
  name: string
  creative?: string | null
  slot?: string | null
}

// Without session storage (blocked): once per page instead.
const seenInPage = new Set<string>()

/** frontend_view_promotion, once per session per promotion; true when it was pushed now. */
export function trackPromotionView(promotion: TrackedPromotion): boolean {
  if (seenInPage.has(promotion.id)) return false
  seenInPage.add(promotion.id)
  try {
    const storage = window.sessionStorage
    const seen = parseSeenPromotions(storage.getItem(PROMOTION_SEEN_STORAGE_KEY))
    const next = rememberPromotionView(seen, promotion.id)
    if (!next) return false
    storage.setItem(PROMOTION_SEEN_STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Storage refused: the page's own memory decided.
  }
  pushEcommerceEvent(TRACKING_EVENT.viewPromotion, { items: [promotionEcommerce(promotion)] })
  return true
}

export function trackSelectPromotion(promotion: TrackedPromotion) {
  pushEcommerceEvent(TRACKING_EVENT.selectPromotion, { items: [promotionEcommerce(promotion)] })
}
