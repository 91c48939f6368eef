'use client'

/**
 * A promotion in the content (banner, stage teaser, campaign): frontend_view_promotion once per session
 * per promotion when its block comes into view (spec 02 §4 "Tracking state"), and
 * frontend_select_promotion when a link in the block is followed. Renders an empty marker at the
 * block's start and watches the block it sits in.
 */
import { useEffect, useRef } from 'react'
import { trackPromotionView, trackSelectPromotion, type TrackedPromotion } from '@/lib/tracking/client/events'

export function TrackPromotion({ promotion }: { promotion: TrackedPromotion }) {
  const marker = useRef<HTMLSpanElement>(null)
  const { id, name, creative, slot } = promotion

  useEffect(() => {
    const block = marker.current?.parentElement
    if (!block) return
    const current = { id, name, creative, slot }
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest('a[href]')) trackSelectPromotion(current)
    }
    block.addEventListener('click', onClick)
    if (typeof IntersectionObserver === 'undefined') {
      trackPromotionView(current)
      return () => block.removeEventListener('click', onClick)
    }
    // Seen: a quarter of the block in view (a stage taller than the screen still counts).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          trackPromotionView(current)
          observer.disconnect()
        }
      },
      { threshold: 0.25 },
    )
    observer.observe(block)
    return () => {
      observer.disconnect()
      block.removeEventListener('click', onClick)
    }
  }, [id, name, creative, slot])

  return <span ref={marker} hidden data-promotion={id} />
}
