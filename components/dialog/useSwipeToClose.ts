'use client'

/**
 * Swipe down to close (spec 02 §2) for non-modal dialogs on touch screens. The sheet follows the
 * finger through an inline transform, so a drag never re-renders React; the decision is
 * lib/ui/rules/swipe.
 */
import { useEffect, type RefObject } from 'react'
import { beginSwipe, endSwipe, moveSwipe, type SwipeState } from '@/lib/ui/rules/swipe'

export function useSwipeToClose(
  panelRef: RefObject<HTMLElement | null>,
  scrollRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  onClose: () => void,
) {
  useEffect(() => {
    const panel = panelRef.current
    if (!enabled || !panel) return
    let state: SwipeState | null = null

    const reset = () => {
      panel.removeAttribute('data-swiping')
      panel.style.removeProperty('transform')
      state = null
    }
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0]
      // A scrolled body means the finger wants to scroll back up, not to dismiss.
      if (!touch || event.touches.length > 1 || (scrollRef.current?.scrollTop ?? 0) > 0) return
      state = beginSwipe(touch.clientX, touch.clientY)
    }
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0]
      if (!state || !touch) return
      state = moveSwipe(state, touch.clientX, touch.clientY)
      if (state.phase !== 'dragging') return
      if (event.cancelable) event.preventDefault()
      panel.setAttribute('data-swiping', '')
      panel.style.transform = `translateY(${state.offset}px)`
    }
    const onEnd = () => {
      if (!state) return
      const outcome = endSwipe(state)
      reset()
      if (outcome === 'close') onClose()
    }

    panel.addEventListener('touchstart', onStart, { passive: true })
    panel.addEventListener('touchmove', onMove, { passive: false })
    panel.addEventListener('touchend', onEnd)
    panel.addEventListener('touchcancel', reset)
    return () => {
      panel.removeEventListener('touchstart', onStart)
      panel.removeEventListener('touchmove', onMove)
      panel.removeEventListener('touchend', onEnd)
      panel.removeEventListener('touchcancel', reset)
      reset()
    }
  }, [panelRef, scrollRef, enabled, onClose])
}
