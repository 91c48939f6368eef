/**
 * Documentation pages (spec 01 §2 /de/documentation/{slug...}/) from the content service, in the
 * documentation layout.
 */
import type { Metadata } from 'next'
import { loadPageStory } from '@/lib/content/server/page-story'
import { pageContext } from '@/lib/routing/server/page-params'
import { notFoundMetadata } from '@/components/errors/NotFoundView'
import { NotFoundPage } from '@/components/errors/NotFoundPage'
import { StoryPage, storyMetadata } from '@/components/content/StoryPage'

type Params = Promise<{ market: string; lang: string; slug: string[] }>

// Static and cached; the visual editor's requests (`_storyblok`) go to documentation-preview/.
export const revalidate = 300
export function generateStaticParams() {
  return []
}

async function resolve(params: Params) {
  const [{ market, language }, { slug }] = await Promise.all([pageContext(params), params])
  const path = `documentation/${slug.join('/')}`
  const story = await loadPageStory(path, language)
  return { market, language, path: `/${language}/${path}/`, story }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { market, language, story } = await resolve(params)
  return story ? storyMetadata(story, market, language) : notFoundMetadata(language)
}

export default async function DocumentationPage({ params }: { params: Params }) {
  const { market, language, path, story } = await resolve(params)
  // Spec 01 §8: server-rendered 404 with the path (notFound() alone leaves the body to the browser).
  if (!story) return <NotFoundPage param="slug" prefix={['documentation']} />
  return <StoryPage story={story} market={market} language={language} path={path} />
}
