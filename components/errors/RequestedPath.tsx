'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * The path the shopper asked for. The 404 boundary is prerendered with every page, so it cannot read the
 * request; the browser knows the address (rewrites keep it in the address bar).
 */
export function RequestedPath() {
  const path = useSyncExternalStore(
    subscribe,
    () => decodeURI(window.location.pathname),
    () => null,
  )
  return <span data-testid="requested-path">{path}</span>
}
