import { RouteNotFoundBoundary } from '@/components/errors/not-found-boundary'

/** An unknown product number (spec 01 §2, §8); the page is keyed by the number, so that is the path shown. */
export default function NotFound() {
  return <RouteNotFoundBoundary prefix={['p']} param="pdp" />
}
