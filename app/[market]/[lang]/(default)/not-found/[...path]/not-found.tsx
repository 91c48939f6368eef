import { RouteNotFoundBoundary } from '@/components/errors/not-found-boundary'

/** Takes over from NotFoundPage in the browser: the same page, the path from the same params. */
export default function NotFound() {
  return <RouteNotFoundBoundary param="path" withLanguage={false} />
}
