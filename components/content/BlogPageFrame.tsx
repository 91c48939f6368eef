/**
 * The article treatment of a blog-like page that is no `article` story (spec 01 §2, e.g. a page under
 * ratgeber/): article semantics, its publication date above the content, and its structured data: the
 * magazine's index is a Blog of the articles it lists, any other blog-like page a BlogPosting.
 */
import type { ReactNode } from 'react'
import type { Language, Market } from '@/lib/config'
import type { Story } from '@/lib/content/rules/types'
import { marketOrigin } from '@/lib/config/origin'
import { blogJsonLd, blogPostingJsonLd } from '@/lib/content/rules/seo/article'
import { blogIndexPosts } from '@/lib/content/rules/seo/blog-index'
import { isBlogIndex } from '@/lib/content/rules/seo/page-kind'
import { firstStoryImage } from '@/lib/content/rules/seo/story-image'
import { JsonLd } from './blocks/kit/JsonLd'
import styles from './BlogPageFrame.module.css'

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/** An ISO instant from one of the story's publish dates; null when the service sent none or garbage. */
function instant(raw: string | null | undefined): string | null {
  if (!raw) return null
  const time = Date.parse(raw)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/** When the page first went live (else last), as an instant and as the market's shoppers read it. */
export function blogPublication(story: Story, market: Market, language: Language) {
  const iso = instant(story.first_published_at) ?? instant(story.published_at)
  if (!iso) return null
  const label = new Intl.DateTimeFormat(`${language}-${market.country.toUpperCase()}`, {
    dateStyle: 'long',
    timeZone: market.timezone,
  }).format(new Date(iso))
  return { iso, label, modified: instant(story.published_at) }
}

interface Props {
  story: Story
  market: Market
  language: Language
  /** The page's shop path, `/de/ratgeber/`. */
  path: string
  children: ReactNode
}

/** Blog for the magazine's index, BlogPosting for any other blog-like page; addresses absolute. */
function blogStructuredData(story: Story, market: Market, language: Language, path: string) {
  const content = story.content as Record<string, unknown>
  const published = blogPublication(story, market, language)
  const headline = text(content.seo_title) ?? text(content.title) ?? story.name
  const description = text(content.seo_description) ?? text(content.intro)
  const origin = marketOrigin(market)
  if (isBlogIndex(story)) {
    const posts = blogIndexPosts(content, language, path)
    return blogJsonLd({ name: headline, href: path, description, language, posts }, origin)
  }
  const facts = {
    headline,
    href: path,
    description,
    datePublished: published?.iso,
    dateModified: published?.modified ?? undefined,
    images: [firstStoryImage(content)?.url],
    language,
  }
  return blogPostingJsonLd(facts, origin)
}

export function BlogPageFrame({ story, market, language, path, children }: Props) {
  const published = blogPublication(story, market, language)
  return (
    <article data-treatment="blog">
      <JsonLd data={blogStructuredData(story, market, language, path)} />
      {published && (
        <p className={styles.meta}>
          <time dateTime={published.iso}>{published.label}</time>
        </p>
      )}
      {children}
    </article>
  )
}
