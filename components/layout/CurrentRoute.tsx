'use client'

/**
 * The route of the page below the layout, for the header's language switch: read from the router's
 * segments where the layout renders the header, so it names the internal route in every rendering
 * mode (prerendered at build, regenerated, per request) and follows client navigation, while the
 * switch itself sits in a parallel slot whose own segments say nothing about the page.
 */
import { createContext, useContext, type ReactNode } from 'react'
import { useSelectedLayoutSegments } from 'next/navigation'

const RouteSegments = createContext<readonly string[] | null>(null)

export function CurrentRoute({ children }: { children: ReactNode }) {
  const segments = useSelectedLayoutSegments()
  return <RouteSegments.Provider value={segments}>{children}</RouteSegments.Provider>
}

/** The page's segments below the layout; null outside a CurrentRoute. */
export function useCurrentRouteSegments(): readonly string[] | null {
  return useContext(RouteSegments)
}
