/**
 * A content page with listing parameters (spec 01 §2 listing block, §9 filters and sort): the proxy sends
 * /{lang}/{path}/?page=2 etc. here (lib/routing/rules/decide.ts), so the listing block renders the
 * filtered, sorted or paged view on the server.
 */
import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { canonicalPath } from '@/lib/content/rules/page'
import { loadPageStory } from '@/lib/content/server/page-story'
import { hrefWithQuery } from '@/lib/catalog/rules/listing/links'
import { contentPathOf, pageContext } from '@/lib/routing/server/page-params'
import { notFoundMetadata } from '@/components/errors/NotFoundView'
import { StoryPage, storyMetadata } from '@/components/content/StoryPage'

type Params = Promise<{ market: string; lang: string; slug: string[] }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

// Filtered, sorted and paged listings: one render per address, the clean page stays the cached one.
export const dynamic = 'force-dynamic'

function toSearchParams(record: Awaited<SearchParams>): URLSearchParams {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(record)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, v)
  }
  return query
}

async function resolve(params: Params) {
  const [{ market, language }, { slug }] = await Promise.all([pageContext(params), params])
  const path = contentPathOf(slug)
  const story = await loadPageStory(path, language)
  return { market, language, path: `/${language}/${path}/`, story }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { market, language, story } = await resolve(params)
  if (!story) return notFoundMetadata(language)
  // Filter and page variants point search engines at the clean category page (its canonical).
  return { ...storyMetadata(story, market, language), robots: { index: false, follow: true } }
}

export default async function ListingPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  const [{ market, language, path, story }, query] = await Promise.all([resolve(params), searchParams])
  if (!story) notFound()
  const listingQuery = toSearchParams(query)
  const canonical = canonicalPath(story, language)
  if (canonical && canonical !== path) permanentRedirect(hrefWithQuery(canonical, listingQuery))
  return (
    <StoryPage story={story} market={market} language={language} path={path} listingQuery={listingQuery} />
  )
}
