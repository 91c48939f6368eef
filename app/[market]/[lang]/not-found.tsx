/**
 * The 404 below the root layout, reached only for internal paths no market serves; shop pages use their
 * layout group's 404.
 */
import { NotFoundBoundary } from '@/components/errors/not-found-boundary'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'

export { generateNotFoundMetadata as generateMetadata } from '@/components/errors/NotFoundView'

export default async function NotFound() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="container page">
      <NotFoundBoundary />
    </main>
  )
}
