'use client'

/** Whether an element has come near the viewport: a page's recommendation slider asks for products then. */
import { useEffect, useState, type RefObject } from 'react'

/** How far below the fold a slider starts loading: it is ready when the shopper scrolls to it. */
export const NEAR_VIEWPORT_MARGIN = '400px'

/**
 * True once the element came within NEAR_VIEWPORT_MARGIN of the viewport, and from then on. Without
 * IntersectionObserver (old browsers) it is true at once: the content matters more than the saving.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (!enabled || near) return
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, enabled, near])
  return near
}
