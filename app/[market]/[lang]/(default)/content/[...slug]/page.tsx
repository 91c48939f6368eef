/** Content page catch-all (spec 01 §2): every path no screen claims is a story, or not found. */
import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { canonicalPath } from '@/lib/content/rules/page'
import { loadPageStory } from '@/lib/content/server/page-story'
import { contentPathOf, pageContext } from '@/lib/routing/server/page-params'
import { notFoundMetadata } from '@/components/errors/NotFoundView'
import { NotFoundPage } from '@/components/errors/NotFoundPage'
import { StoryPage, storyMetadata } from '@/components/content/StoryPage'

type Params = Promise<{ market: string; lang: string; slug: string[] }>

// Content pages are shared: rendered on first request, cached, refreshed within 5 minutes or by tag.
// The visual editor's requests (`_storyblok`) never come here: they go to preview/[[...slug]].
export const revalidate = 300
export function generateStaticParams() {
  return []
}

async function resolve(params: Params) {
  const [{ market, language }, { slug }] = await Promise.all([pageContext(params), params])
  const path = contentPathOf(slug)
  const story = await loadPageStory(path, language, { market })
  return { market, language, path: `/${language}/${path}/`, story }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { market, language, story } = await resolve(params)
  return story ? storyMetadata(story, market, language) : notFoundMetadata(language)
}

export default async function ContentPage({ params }: { params: Params }) {
  const { market, language, path, story } = await resolve(params)
  // Spec 01 §8: server-rendered 404 with the path (notFound() alone leaves the body to the browser).
  if (!story) return <NotFoundPage param="slug" />
  // A story reached under another language's path is shown under its own (translated slugs).
  const canonical = canonicalPath(story, language)
  if (canonical && canonical !== path) permanentRedirect(canonical)
  return <StoryPage story={story} market={market} language={language} path={path} />
}
