'use client'

/**
 * Whether the viewport is at least WIDE_SPACING_FROM wide, for the recommendation sliders' spacing (the
 * sliders render in the browser only).
 */
import { useSyncExternalStore } from 'react'
import { WIDE_SPACING_FROM } from './slider-settings'

const QUERY = `(min-width: ${WIDE_SPACING_FROM}px)`

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {}
  const list = window.matchMedia(QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

const current = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches

export function useWideViewport(): boolean {
  return useSyncExternalStore(subscribe, current, () => false)
}
