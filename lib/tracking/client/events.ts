import 'client-only'
/**
 * The shop's tracking calls where things happen in the browser (spec 02 §7): each builds its payload
 * with the pure rules and pushes it through the gated data layer. Promotion views once per session per
 * promotion (spec 02 §4, kept in session storage). select_promotion is ours beyond the spec's sixteen.
 * Basket and wishlist changes are tracked by ./cart-events.ts, loaded with the code that changes them.
 */
import { TRACKING_EVENT } from '../rules/events'
import { featurePayload } from '../rules/feature-payload'
import {
  parseSeenPromotions,
  promotionEcommerce,
  PROMOTION_SEEN_STORAGE_KEY,
  rememberPromotionView,
} from '../rules/promotion'
import { pushEcommerceEvent, pushEvent, type TrackingPayload } from './data-layer'

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
