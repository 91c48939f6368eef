/** Slides per view and spacing of the recommendation sliders, in a page or in the add-to-cart layer. */
import { ADD_TO_CART_LAYER_SLIDER, BREAKPOINTS, RECOMMENDATION_SLIDER } from '@/lib/config/constants'
import type { SlidesPerView } from '@/components/slider/layout'

/** Where a recommendation slider sits: in a page, or in the add-to-cart layer (spec 02 §9). */
export type RecommendationLayout = 'page' | 'layer'

export interface RecommendationSliderSettings {
  slidesPerView: SlidesPerView
  spaceBetween: number
  /** Space before the first and after the last slide, px. */
  edgeOffset: number
}

/** From this width on a page slider uses the wider of its two spacings. */
export const WIDE_SPACING_FROM = BREAKPOINTS.md

/**
 * Spec 02 §9: a page slider shows 2 slides on small screens, 3.1 at 768, 4.3 at 1024, 6.2 at 1440, with
 * spacing 8 (small screens) or 12 (from 768) and an edge offset of 16; the layer's shows 2.5 slides at
 * 768 and 1024 with spacing 16 (nothing is given below 768: the slider's default, one).
 */
export function recommendationSliderSettings(
  layout: RecommendationLayout,
  wide: boolean,
): RecommendationSliderSettings {
  if (layout === 'layer') {
    return {
      slidesPerView: ADD_TO_CART_LAYER_SLIDER.slidesPerView,
      spaceBetween: ADD_TO_CART_LAYER_SLIDER.spaceBetween,
      edgeOffset: 0,
    }
  }
  const [narrow, wider] = RECOMMENDATION_SLIDER.spaceBetween
  return {
    slidesPerView: RECOMMENDATION_SLIDER.slidesPerView,
    spaceBetween: wide ? wider : narrow,
    edgeOffset: RECOMMENDATION_SLIDER.edgeOffset,
  }
}
