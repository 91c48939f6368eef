/**
 * Promotions in tracking (spec 02 §7, §4 "Tracking state"): the manual promotion string joins four parts
 * with a fixed separator, only when all four are present; a promotion's view is tracked once per session
 * (the caller keeps the seen ids in session storage). Pure.
 */
import { parseOnceKeys } from './once'

export const PROMOTION_SEPARATOR = '_'
export const PROMOTION_SEEN_STORAGE_KEY = 'tracked-promotions'
export const PROMOTION_SEEN_MAX = 200

/** The four parts of a content promotion, as editors set them on a teaser or banner. */
export interface PromotionParts {
  /** The campaign (promotion id). */
  campaign?: string | null
  /** The creative (what the teaser shows). */
  creative?: string | null
  /** The placement on the page (stage, banner, teaser …). */
  placement?: string | null
  /** The position in its placement (1-based). */
  position?: string | number | null
}

/** `campaign_creative_placement_position`, or null unless all four parts are there (spec 02 §7). */
export function manualPromotionString(parts: PromotionParts): string | null {
  const values = [parts.campaign, parts.creative, parts.placement, parts.position].map((v) =>
    v == null ? '' : String(v).trim(),
  )
  return values.every((v) => v !== '') ? values.join(PROMOTION_SEPARATOR) : null
}

/** The ids seen this session, from storage: a list of keys like the once-only events'. */
export const parseSeenPromotions = parseOnceKeys

/** The list after showing `id`: null when it was seen before this session (track nothing). */
export function rememberPromotionView(seen: readonly string[], id: string, max = PROMOTION_SEEN_MAX) {
  if (seen.includes(id)) return null
  return [...seen, id].slice(-max)
}

/** The GA4 promotion payload (view_promotion / select_promotion). */
export function promotionEcommerce(promotion: {
  id: string
  name: string
  creative?: string | null
  slot?: string | null
}) {
  return {
    promotion_id: promotion.id,
    promotion_name: promotion.name,
    ...(promotion.creative ? { creative_name: promotion.creative } : {}),
    ...(promotion.slot ? { creative_slot: promotion.slot } : {}),
  }
}

/**
 * The promotion a content block (banner, stage teaser, campaign) stands for: the editors' manual string
 * when they set all four parts (`promotion_campaign`, `promotion_creative`, `promotion_placement`,
 * `promotion_position`), otherwise the block itself (`{component}:{uid}`), named after its headline.
 */
export function contentPromotion(blok: Record<string, unknown>, headline: string) {
  const text = (key: string) => {
    const value = blok[key]
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null
  }
  const component = text('component') ?? 'block'
  const manual = manualPromotionString({
    campaign: text('promotion_campaign'),
    creative: text('promotion_creative'),
    placement: text('promotion_placement'),
    position: text('promotion_position'),
  })
  return {
    id: manual ?? `${component}:${text('_uid') ?? headline}`,
    name: headline,
    creative: text('promotion_creative') ?? component,
    slot: text('promotion_placement'),
  }
}
