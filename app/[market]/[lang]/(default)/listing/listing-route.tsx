/**
 * What the listing routes share (spec 01 §2 listing block, §9 filters and sort): the per-request one
 * (listing/[...slug]) and the cached one per normalised query (listing-cached/[query]/[...slug], issue 15
 * item 1). Both render the category's story with the listing query handed to its listing block.
 */
import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { canonicalPath } from '@/lib/content/rules/page'
import { loadPageStory } from '@/lib/content/server/page-story'
import { hrefWithQuery } from '@/lib/catalog/rules/listing/links'
import { contentPathOf, pageContext } from '@/lib/routing/server/page-params'
import { notFoundMetadata } from '@/components/errors/NotFoundView'
import { StoryPage, storyMetadata } from '@/components/content/StoryPage'

export type ListingParams = Promise<{ market: string; lang: string; slug: string[] }>

async function resolve(params: ListingParams) {
  const [{ market, language }, { slug }] = await Promise.all([pageContext(params), params])
  const path = contentPathOf(slug)
  const story = await loadPageStory(path, language)
  return { market, language, path: `/${language}/${path}/`, story }
}

export async function listingMetadata(params: ListingParams): Promise<Metadata> {
  const { market, language, story } = await resolve(params)
  if (!story) return notFoundMetadata(language)
  // Filter and page variants point search engines at the clean category page (its canonical).
  return { ...storyMetadata(story, market, language), robots: { index: false, follow: true } }
}

export async function ListingRoute({ params, query }: { params: ListingParams; query: URLSearchParams }) {
  const { market, language, path, story } = await resolve(params)
  if (!story) notFound()
  const canonical = canonicalPath(story, language)
  if (canonical && canonical !== path) permanentRedirect(hrefWithQuery(canonical, query))
  return <StoryPage story={story} market={market} language={language} path={path} listingQuery={query} />
}
