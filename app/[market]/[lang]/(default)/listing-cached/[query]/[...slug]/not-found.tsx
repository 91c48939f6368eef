/**
 * The 404 of a cached listing address whose content path has no story (spec 01 §8): the path shown
 * comes from the route params, as on the per-request listing.
 */
import { RouteNotFoundBoundary } from '@/components/errors/not-found-boundary'

export { generateNotFoundMetadata as generateMetadata } from '@/components/errors/NotFoundView'

export default function NotFound() {
  return <RouteNotFoundBoundary param="slug" />
}
