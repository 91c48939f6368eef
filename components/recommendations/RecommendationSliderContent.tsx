'use client'

/**
 * A recommendation slot that asks for its products (spec 01 §3, spec 02 §4, §7, §9), loaded by
 * ./RecommendationSlider.tsx once the slot comes near the viewport (in the add-to-cart layer at once).
 * No retries; a failure or an empty answer renders nothing (spec 02 §8: the page is unaffected). Until
 * the answer its box keeps the slider's height, so nothing below it jumps.
 */
import dynamic from 'next/dynamic'
import { useId, type CSSProperties } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useShop } from '@/components/app-shell/ShopContext'
import type { RecommendationSlotId } from '@/lib/config/recommendations'
import { fetchRecommendations, recommendationsQueryKey } from './fetch-recommendations'
import { recommendationSliderSettings, type RecommendationLayout } from './slider-settings'
import { useWideViewport } from './useWideViewport'
import styles from './recommendations.module.css'

const RecommendationCards = dynamic(() => import('./RecommendationCards').then((m) => m.RecommendationCards))

/** A slot's answer is the same for minutes; a page revisited in the tab shows it without a new call. */
const STALE_MS = 5 * 60_000

export interface RecommendationSliderProps {
  slot: RecommendationSlotId
  /** The product the slot is about: the product page's, the one just added to the basket. */
  itemId?: number
  layout?: RecommendationLayout
  /** h2 in a page; h3 inside the add-to-cart layer, whose dialog title is the heading above it. */
  headingLevel?: 2 | 3
}

export function RecommendationSliderContent({
  slot,
  itemId,
  layout = 'page',
  headingLevel = 2,
}: RecommendationSliderProps) {
  const t = useTranslations('recommendations')
  const shop = useShop()
  const wide = useWideViewport()
  const headingId = useId()
  const query = { slot, language: shop.language, itemId }
  const { data: products, isError } = useQuery({
    queryKey: [...recommendationsQueryKey(query), shop.market],
    queryFn: ({ signal }) => fetchRecommendations(query, signal),
    retry: false,
    staleTime: STALE_MS,
    refetchOnWindowFocus: false,
  })

  if (isError || products?.length === 0) return null
  const settings = recommendationSliderSettings(layout, wide)
  const title = t(`slots.${slot}`)
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <div
      className={`${styles.recommendations} ${styles[layout]}`}
      style={{ '--edge-offset': `${settings.edgeOffset}px` } as CSSProperties}
      data-testid="recommendation-slider"
      data-slot={slot}
      data-state={products ? 'ready' : 'waiting'}
      aria-busy={products ? undefined : true}
    >
      <div className={styles.reserve}>
        {products && (
          <>
            <Heading id={headingId} className={styles.title}>
              {title}
            </Heading>
            <RecommendationCards
              products={products}
              shop={shop}
              settings={settings}
              label={title}
              slot={slot}
            />
          </>
        )}
      </div>
    </div>
  )
}
