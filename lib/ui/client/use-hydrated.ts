import 'client-only'
/**
 * False while the server's HTML is rendered and hydrated, true after: islands that work without
 * JavaScript (a <details> menu, a plain link) swap in their scripted form only once it can act.
 */
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
