'use client'

/** The path a 404 names (spec 01 §8): from the route params, or as a last resort from the address bar. */
import { useSyncExternalStore } from 'react'
import { useParams } from 'next/navigation'
import { paramSegments, requestedPathFromSegments } from '@/lib/routing/rules/requested-path'

const subscribe = () => () => {}

export interface RoutePathShape {
  /** The route param holding the path's segments (a catch-all or a single param). */
  param: string
  /** Fixed segments between the language and the param (`documentation`, `p`). */
  prefix?: readonly string[]
  /** Whether the path starts with the route's language (false where the param holds the whole path). */
  withLanguage?: boolean
}

/**
 * The path of a 404 from its route params, in the server-rendered HTML and right for every request a
 * cached answer serves (lib/routing/rules/requested-path).
 */
export function RouteRequestedPath({ param, prefix = [], withLanguage = true }: RoutePathShape) {
  const params = useParams<Record<string, string | string[]>>()
  const language = withLanguage ? paramSegments(params.lang) : []
  return <>{requestedPathFromSegments([...language, ...prefix, ...paramSegments(params[param])])}</>
}

/**
 * Last resort for a 404 boundary that knows neither the request nor the route (a layout group's):
 * the browser knows the address (rewrites keep it in the address bar), so it shows after hydration.
 */
export function BrowserRequestedPath() {
  const path = useSyncExternalStore(
    subscribe,
    () => decodeURI(window.location.pathname),
    () => null,
  )
  return <>{path}</>
}
