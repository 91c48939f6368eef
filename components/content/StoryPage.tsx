/**
 * A story as a content page (spec 01 §2): its root block through the block registry, framed as an
 * article where the page is blog-like, and the page's metadata.
 */
import type { Metadata } from 'next'
import { flavourRules, localeOf, shopConfig, type Language, type Market } from '@/lib/config'
import { marketOrigin } from '@/lib/config/origin'
import { firstStoryImage } from '@/lib/content/rules/seo/story-image'
import {
  hreflangAlternates,
  canonicalPath,
  marketAlternateTargets,
  storyTreatment,
} from '@/lib/content/rules/page'
import { withCategoryBreadcrumb } from '@/lib/content/rules/seo/page-kind'
import type { Block, Story } from '@/lib/content/rules/types'
import { BlockMessages } from './BlockMessages'
import { BlogPageFrame } from './BlogPageFrame'
import { Blocks } from './Blocks'
import { PageStructuredData } from './PageStructuredData'

export { firstStoryImage }

interface StoryPageProps {
  story: Story
  market: Market
  language: Language
  path: string
  preview?: boolean
  /** Listing parameters of a filtered, sorted or paged category page (the per-request listing route). */
  listingQuery?: URLSearchParams
}

/** An article's content with the story's publish dates, which its structured data names (first, last). */
function withArticleDates(content: Block, story: Story): Block {
  if (content.component !== 'article') return content
  return {
    first_published_at: story.first_published_at ?? undefined,
    published_at: story.published_at ?? undefined,
    ...content,
  }
}

/** A content page: the story's root block (page, article, documentation page) through the block registry. */
export function StoryPage({ story, market, language, path, preview = false, listingQuery }: StoryPageProps) {
  const origin = marketOrigin(market)
  // Every category page has a breadcrumb: the content's own, else Home › the category.
  const content = withArticleDates(withCategoryBreadcrumb(story, language), story)
  const blocks = (
    <>
      <PageStructuredData content={content} market={market} />
      <Blocks
        blocks={[content]}
        context={{ language, market, origin, preview, now: new Date(), path, listingQuery }}
      />
    </>
  )
  // An `article` story frames itself (Article block); other blog-like pages get the frame here.
  return (
    <BlockMessages>
      {storyTreatment(story) === 'blog' ? (
        <BlogPageFrame story={story} market={market} language={language} path={path}>
          {blocks}
        </BlogPageFrame>
      ) : (
        blocks
      )}
    </BlockMessages>
  )
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/** The brand picture shared pages show when the story has none of its own (1200 × 630, per flavour). */
export const DEFAULT_OG_IMAGE = {
  url: `/images/brand/og-${shopConfig.flavour}.png`,
  width: 1200,
  height: 630,
}
/** `de-CH` → `de_CH`: Open Graph writes locales with an underscore. */
const ogLocale = (market: Market, language: Language) => localeOf(market, language).iso.replace('-', '_')

/** Open Graph type: article for articles and blog-like pages (spec 01 §2), with their publish times. */
function articleOpenGraph(story: Story) {
  if (storyTreatment(story) === 'page') return { type: 'website' as const }
  return {
    type: 'article' as const,
    ...(story.first_published_at ? { publishedTime: story.first_published_at } : {}),
    ...(story.published_at ? { modifiedTime: story.published_at } : {}),
  }
}

/**
 * Title, description, canonical, hreflang alternates and Open Graph of a story; canonical and alternates
 * follow its translated slugs (spec 01 §2).
 */
export function storyMetadata(story: Story, market: Market, language: Language): Metadata {
  const origin = marketOrigin(market)
  const content = story.content as Record<string, unknown>
  const canonical = canonicalPath(story, language)
  const alternates = hreflangAlternates(story, marketAlternateTargets(market))
  const title = text(content.seo_title) ?? text(content.title) ?? story.name
  const description = text(content.seo_description) ?? text(content.intro)
  const image = firstStoryImage(content) ?? DEFAULT_OG_IMAGE
  const absolute = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? origin + url : url)
  return {
    title,
    description,
    alternates: {
      canonical: canonical ? origin + canonical : undefined,
      languages: Object.fromEntries(alternates.map((a) => [a.hreflang, origin + a.href])),
    },
    openGraph: {
      ...articleOpenGraph(story),
      title,
      description,
      url: canonical ? origin + canonical : undefined,
      siteName: flavourRules.brandName,
      locale: ogLocale(market, language),
      alternateLocale: market.languages.filter((l) => l !== language).map((l) => ogLocale(market, l)),
      images: [{ ...image, url: absolute(image.url) }],
    },
  }
}
