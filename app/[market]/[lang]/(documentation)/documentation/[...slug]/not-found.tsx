import { RouteNotFoundBoundary } from '@/components/errors/not-found-boundary'

/** A documentation path without a story: the path shown comes from the route params (spec 01 §8). */
export default function NotFound() {
  return <RouteNotFoundBoundary prefix={['documentation']} param="slug" />
}
