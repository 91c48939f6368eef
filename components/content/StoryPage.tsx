import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { Language, Market } from '@/lib/config'
import { marketOrigin } from '@/lib/config/origin'
import { clientMessages } from '@/lib/i18n/messages'
import { hreflangAlternates, canonicalPath, marketAlternateTargets } from '@/lib/content/rules/page'
import type { Story } from '@/lib/content/types'
import { Blocks } from './Blocks'

interface StoryPageProps {
  story: Story
  market: Market
  language: Language
  path: string
  preview?: boolean
  /** Listing parameters of a filtered, sorted or paged category page (the per-request listing route). */
  listingQuery?: URLSearchParams
}

/** A content page: the story's root block (page, article, documentation page) through the block registry. */
export async function StoryPage({
  story,
  market,
  language,
  path,
  preview = false,
  listingQuery,
}: StoryPageProps) {
  return (
    <NextIntlClientProvider messages={clientMessages(await getMessages(), ['blocks'])}>
      <Blocks
        blocks={[story.content]}
        context={{ language, market, preview, now: new Date(), path, listingQuery }}
      />
    </NextIntlClientProvider>
  )
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/** Title, description, canonical and hreflang alternates of a story (issue 3 item 8). */
export function storyMetadata(story: Story, market: Market, language: Language): Metadata {
  const origin = marketOrigin(market)
  const content = story.content as Record<string, unknown>
  const canonical = canonicalPath(story, language)
  const alternates = hreflangAlternates(story, marketAlternateTargets(market))
  const title = text(content.seo_title) ?? text(content.title) ?? story.name
  const description = text(content.seo_description) ?? text(content.intro)
  return {
    title,
    description,
    alternates: {
      canonical: canonical ? origin + canonical : undefined,
      languages: Object.fromEntries(alternates.map((a) => [a.hreflang, origin + a.href])),
    },
    openGraph: { type: story.content.component === 'article' ? 'article' : 'website', title, description },
  }
}
