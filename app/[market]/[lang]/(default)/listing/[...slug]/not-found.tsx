/**
 * The 404 of a listing address whose content path has no story (spec 01 §8): the path shown comes from
 * the route params.
 */
import { RouteNotFoundBoundary } from '@/components/errors/not-found-boundary'

export { generateNotFoundMetadata as generateMetadata } from '@/components/errors/NotFoundView'

export default function NotFound() {
  return <RouteNotFoundBoundary param="slug" />
}
