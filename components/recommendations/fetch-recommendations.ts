/** The browser's call for the products of a recommendation slot (spec 02 §7), and its query key. */
import type { ListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import type { RecommendationSlotId } from '@/lib/config/recommendations'
import type { Language } from '@/lib/config/markets'

export interface SlotQuery {
  slot: RecommendationSlotId
  language: Language
  /** The product the slot is about (product page, the product just added). */
  itemId?: number
}

export const recommendationsQueryKey = ({ slot, language, itemId }: SlotQuery) =>
  ['recommendations', slot, language, itemId ?? null] as const

/** The products of one slot (GET /api/shop/recommendations/?locale=&slot=[&itemId=], spec 02 §7). */
export async function fetchRecommendations(
  query: SlotQuery,
  signal?: AbortSignal,
): Promise<ListingProduct[]> {
  const params = new URLSearchParams({ locale: query.language, slot: query.slot })
  if (query.itemId !== undefined) params.set('itemId', String(query.itemId))
  // The schema loads beside the answer: sliders sit below the fold, no page needs it to start.
  const [response, { answerSchema }] = await Promise.all([
    fetch(`/api/shop/recommendations/?${params}`, { signal, headers: { accept: 'application/json' } }),
    import('./recommendations-schema'),
  ])
  if (!response.ok) throw new Error(`recommendations ${query.slot}: HTTP ${response.status}`)
  const parsed = answerSchema.safeParse(await response.json())
  if (!parsed.success) throw new Error(`recommendations ${query.slot}: unexpected answer`)
  return parsed.data as unknown as ListingProduct[]
}
