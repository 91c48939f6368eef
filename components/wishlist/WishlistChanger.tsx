'use client'

/**
 * Runs one wishlist change and reports when it is over. Loaded by a heart only when pressed
 * (./WishlistToggle.tsx), so a grid of hearts does not load the change code, its tracking and its
 * messages with the page.
 */
import { useEffect, useRef } from 'react'
import { useWishlistChange, type WishlistChange } from './useWishlistChange'

export default function WishlistChanger({ change, onDone }: { change: WishlistChange; onDone: () => void }) {
  const mutation = useWishlistChange()
  // Strict mode runs effects twice on mount; one press must change once.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    // A refusal is answered by the change itself (rollback and message).
    mutation
      .mutateAsync(change)
      .catch(() => undefined)
      .finally(onDone)
  }, [mutation, change, onDone])
  return null
}
