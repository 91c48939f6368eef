/**
 * The 404 of the documentation layout (spec 01 §8). It travels with the group's prerendered pages, so it is
 * static and shows the path once the page is in the browser (components/errors/not-found-boundary.tsx).
 */
import { NotFoundBoundary } from '@/components/errors/not-found-boundary'

export { generateNotFoundMetadata as generateMetadata } from '@/components/errors/NotFoundView'

export default NotFoundBoundary
