/** The 404 of a documentation path without a story (spec 01 §8): the path shown comes from the params. */
import { RouteNotFoundBoundary } from '@/components/errors/not-found-boundary'

export { generateNotFoundMetadata as generateMetadata } from '@/components/errors/NotFoundView'

export default function NotFound() {
  return <RouteNotFoundBoundary prefix={['documentation']} param="slug" />
}
