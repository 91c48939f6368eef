/**
 * Contact (spec 01 §2 /de/kontakt/, /fr/contactez-nous/), open: the contact story from the content
 * service; the screen's own texts without one.
 */
import type { Metadata } from 'next'
import { loadPageStory } from '@/lib/content/server/page-story'
import { getPathname } from '@/lib/i18n/navigation'
import { withTrailingSlash } from '@/lib/i18n/trailing-slash'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { Screen, screenTitle } from '@/components/layout/Screen'
import { StoryPage, storyMetadata } from '@/components/content/StoryPage'

/**
 * The contact story: its translated slugs are the contact screen's paths (kontakt, contactez-nous,
 * contact), so the sitemap, canonical link and hreflang alternates name this screen.
 */
const CONTACT_STORY = 'kontakt'

// As the content pages: static, refreshed within 5 minutes or by the story's tag.
export const revalidate = 300

async function resolve(params: MarketLangParams) {
  const { market, language } = await pageContext(params)
  // A failing content service throws here, so a revalidation keeps serving the last good page.
  const story = await loadPageStory(CONTACT_STORY, language, { market })
  return { market, language, story }
}

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { market, language, story } = await resolve(params)
  return story ? storyMetadata(story, market, language) : { title: await screenTitle(language, 'contact') }
}

export default async function ContactPage({ params }: { params: MarketLangParams }) {
  const { market, language, story } = await resolve(params)
  if (!story) return <Screen language={language} screen="contact" />
  const path = withTrailingSlash(getPathname({ href: '/contact', locale: language }))
  return <StoryPage story={story} market={market} language={language} path={path} />
}
