'use client'

/** The 404 boundaries (not-found.tsx) of the layout groups and of the routes whose params spell the path. */
import { NotFoundView } from './NotFoundContent'
import { BrowserRequestedPath, RouteRequestedPath, type RoutePathShape } from './RequestedPath'

/**
 * The 404 of a layout group. It travels with every prerendered page of the group, so it must stay
 * static: it cannot read the request, and the path shows once the browser has the page.
 */
export function NotFoundBoundary() {
  return <NotFoundView path={<BrowserRequestedPath />} />
}

/**
 * The 404 of a route whose params spell the path (content, documentation, product, the not-found route):
 * shown by the browser after a server-rendered NotFoundPage, or on a client-side navigation.
 */
export function RouteNotFoundBoundary(shape: RoutePathShape) {
  return <NotFoundView path={<RouteRequestedPath {...shape} />} />
}
