'use client'

/**
 * One recommendation slot (spec 01 §3, spec 02 §4, §7, §9) as a client island: asked for in the browser,
 * so the shared page stays static and the visitor's lastSeen cookie counts; in a page only once it comes
 * near the viewport. Until then only this box, the slider's height, is on the page; the code that asks
 * and shows (./RecommendationSliderContent.tsx) loads when it is needed (issue 15 item 3).
 */
import { lazy, Suspense, useRef, type CSSProperties } from 'react'
import type { RecommendationSliderProps } from './RecommendationSliderContent'
import { recommendationSliderSettings } from './slider-settings'
import { useNearViewport } from './useNearViewport'
import { useWideViewport } from './useWideViewport'
import styles from './recommendations.module.css'

export type { RecommendationSliderProps } from './RecommendationSliderContent'

const RecommendationSliderContent = lazy(() =>
  import('./RecommendationSliderContent').then((m) => ({ default: m.RecommendationSliderContent })),
)

export function RecommendationSlider(props: RecommendationSliderProps) {
  const layout = props.layout ?? 'page'
  const wide = useWideViewport()
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box, layout === 'page')
  const settings = recommendationSliderSettings(layout, wide)
  const reserved = (
    <div
      ref={box}
      className={`${styles.recommendations} ${styles[layout]}`}
      style={{ '--edge-offset': `${settings.edgeOffset}px` } as CSSProperties}
      data-testid="recommendation-slider"
      data-slot={props.slot}
      data-state="waiting"
      aria-busy
    >
      <div className={styles.reserve} />
    </div>
  )
  if (layout === 'page' && !near) return reserved
  // While its code loads, the box stays as it was.
  return (
    <Suspense fallback={reserved}>
      <RecommendationSliderContent {...props} />
    </Suspense>
  )
}
