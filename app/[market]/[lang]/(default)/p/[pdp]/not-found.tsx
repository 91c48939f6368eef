/**
 * The 404 of an unknown product number (spec 01 §2, §8): the page is keyed by the number, so that is the
 * path shown.
 */
import { RouteNotFoundBoundary } from '@/components/errors/not-found-boundary'

export { generateNotFoundMetadata as generateMetadata } from '@/components/errors/NotFoundView'

export default function NotFound() {
  return <RouteNotFoundBoundary prefix={['p']} param="pdp" />
}
