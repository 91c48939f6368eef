/**
 * Recommendation slots for a server-rendered page (product page, listings, search): only their texts
 * travel to the browser; the products are asked for there (RecommendationSlider), so the page stays
 * shared and static.
 */
import type { RecommendationSlotId } from '@/lib/config/recommendations'
import { RecommendationMessages } from './RecommendationMessages'
import { RecommendationSlider } from './RecommendationSlider'

export function RecommendationSlots({
  slots,
  itemId,
}: {
  slots: readonly RecommendationSlotId[]
  itemId?: number
}) {
  return (
    <RecommendationMessages>
      {slots.map((slot) => (
        <RecommendationSlider key={slot} slot={slot} itemId={itemId} />
      ))}
    </RecommendationMessages>
  )
}
