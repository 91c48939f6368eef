/**
 * The article treatment of a blog-like page that is no `article` story (spec 01 §2, e.g. a page under
 * ratgeber/): article semantics, its publication date above the content, BlogPosting data.
 */
import type { ReactNode } from 'react'
import type { Language, Market } from '@/lib/config'
import type { Story } from '@/lib/content/rules/types'
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
  children: ReactNode
}

export function BlogPageFrame({ story, market, language, children }: Props) {
  const content = story.content as Record<string, unknown>
  const published = blogPublication(story, market, language)
  const headline = text(content.seo_title) ?? text(content.title) ?? story.name
  const description = text(content.seo_description) ?? text(content.intro)
  return (
    <article data-treatment="blog">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline,
          inLanguage: language,
          ...(description ? { description } : {}),
          ...(published ? { datePublished: published.iso } : {}),
          ...(published?.modified ? { dateModified: published.modified } : {}),
        }}
      />
      {published && (
        <p className={styles.meta}>
          <time dateTime={published.iso}>{published.label}</time>
        </p>
      )}
      {children}
    </article>
  )
}
