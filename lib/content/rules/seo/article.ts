/**
 * Structured data of the magazine (spec 01 §2 blog-like pages): a single article is a BlogPosting with
 * headline, dates, author, image and its own URL; the magazine's index is a Blog whose `blogPost`s are
 * the articles it lists. Every address absolute on the market's origin (Google's Article documentation).
 */
import { absoluteUrl } from '@/lib/config/absolute-url'

export interface PostingFacts {
  headline: string
  /** The page's shop path (or absolute URL). */
  href: string
  description?: string
  /** ISO instants. */
  datePublished?: string
  dateModified?: string
  author?: { name: string; href?: string }
  /** Image paths or URLs; relative ones get the origin, unusable ones are dropped. */
  images?: ReadonlyArray<string | null | undefined>
  language?: string
}

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined

function posting(facts: PostingFacts, origin: string) {
  const url = absoluteUrl(origin, facts.href)
  const images = (facts.images ?? []).map((image) => absoluteUrl(origin, image)).filter(present)
  const authorUrl = absoluteUrl(origin, facts.author?.href)
  return {
    '@type': 'BlogPosting',
    headline: facts.headline,
    ...(url ? { url, mainEntityOfPage: url } : {}),
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.datePublished ? { datePublished: facts.datePublished } : {}),
    ...(facts.dateModified ? { dateModified: facts.dateModified } : {}),
    ...(facts.author
      ? { author: { '@type': 'Person', name: facts.author.name, ...(authorUrl ? { url: authorUrl } : {}) } }
      : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(facts.language ? { inLanguage: facts.language } : {}),
  }
}

/** One article page. */
export function blogPostingJsonLd(facts: PostingFacts, origin: string) {
  return { '@context': 'https://schema.org', ...posting(facts, origin) }
}

export interface BlogFacts {
  name: string
  href: string
  description?: string
  language?: string
  posts: readonly PostingFacts[]
}

/** The magazine's index page: a Blog listing its articles, never a posting itself. */
export function blogJsonLd(facts: BlogFacts, origin: string) {
  const url = absoluteUrl(origin, facts.href)
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: facts.name,
    ...(url ? { url, mainEntityOfPage: url } : {}),
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.language ? { inLanguage: facts.language } : {}),
    blogPost: facts.posts.map((post) => posting(post, origin)),
  }
}
