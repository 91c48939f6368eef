'use client'

/**
 * Runs one wishlist change and reports when it is over. Loaded by a heart only when pressed
 * (./WishlistToggle.tsx), so a grid of hearts does not load the change code, its tracking and its
 * messages with the page.
 */
import { useRunOnce } from '@/lib/ui/client/use-run-once'
import { useWishlistChange, type WishlistChange } from './useWishlistChange'

export default function WishlistChanger({ change, onDone }: { change: WishlistChange; onDone: () => void }) {
  const mutation = useWishlistChange()
  // A refusal is answered by the change itself (rollback and message).
  useRunOnce(() => mutation.mutateAsync(change).catch(() => undefined), onDone)
  return null
}
