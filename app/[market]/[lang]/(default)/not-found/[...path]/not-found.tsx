/**
 * The 404 boundary of the not-found route (./page.tsx): it takes over from NotFoundPage in the browser,
 * the same page with the path from the same params.
 */
import { RouteNotFoundBoundary } from '@/components/errors/not-found-boundary'

export { generateNotFoundMetadata as generateMetadata } from '@/components/errors/NotFoundView'

export default function NotFound() {
  return <RouteNotFoundBoundary param="path" withLanguage={false} />
}
