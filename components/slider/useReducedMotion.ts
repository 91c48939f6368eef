'use client'

/**
 * Whether the visitor asked for reduced motion (spec 02 §4: no animation, no autoplay). The server
 * cannot know, so it renders as if motion were reduced: nothing starts moving before the browser says so.
 */
import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {}
  const list = window.matchMedia(QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

const current = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, () => true)
}
