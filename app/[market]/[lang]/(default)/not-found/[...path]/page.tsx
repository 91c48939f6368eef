/**
 * Where the proxy sends what it already knows is not found (spec 01 §2, §8), with the shopper's path
 * appended: a language the market does not serve, an unknown product number, a missing root-level file.
 */
import type { Metadata } from 'next'
import { pageContext } from '@/lib/routing/server/page-params'
import { NotFoundPage } from '@/components/errors/NotFoundPage'
import { notFoundMetadata } from '@/components/errors/NotFoundView'

type Params = Promise<{ market: string; lang: string; path: string[] }>

// One cached answer per path, like content pages: the path is the cache key and what the page shows.
export const revalidate = 300
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { language } = await pageContext(params)
  return notFoundMetadata(language)
}

export default async function NotFoundRoute({ params }: { params: Params }) {
  // Validates market and language; the view takes both from the layout.
  await pageContext(params)
  return <NotFoundPage param="path" withLanguage={false} />
}
