/** The 404 page (spec 01 §8) of a cached route: server-rendered with the path, and answered 404. */
import { Suspense } from 'react'
import { notFound } from 'next/navigation'
import { RouteNotFoundBoundary } from './not-found-boundary'
import type { RoutePathShape } from './RequestedPath'

/** Fails the render with Next's not-found signal, which sets the 404 status. */
async function NotFoundSignal(): Promise<never> {
  notFound()
}

/**
 * The 404 page of spec 01 §8 as a page's content, server-rendered with the path and answered 404.
 *
 * Calling notFound() in a page makes Next answer 404 with an empty body: the not-found boundary only
 * renders in the browser (vercel/next.js#62228). Here the signal is thrown inside a Suspense boundary
 * instead: a cached (prerendered) page then keeps everything around it, the server HTML gets the
 * fallback, which is the not-found view itself, and the status is still 404. In the browser the route's
 * not-found.tsx (RouteNotFoundBoundary, same shape) takes over with the same view. Only for cached
 * routes: a per-request render would answer 200, so dynamic routes keep calling notFound().
 */
export function NotFoundPage(shape: RoutePathShape) {
  return (
    // The route's own 404 boundary as the fallback: one client module for both, so the page does not
    // carry a second copy of the view (issue 15 item 3).
    <Suspense fallback={<RouteNotFoundBoundary {...shape} />}>
      <NotFoundSignal />
    </Suspense>
  )
}
