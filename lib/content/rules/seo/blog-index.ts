/**
 * The articles the magazine's index lists, read from its own teasers (cards and the like whose link
 * leads to a blog-like page, spec 01 §2): headline, address and picture of each, once, in page order.
 * They become the `blogPost`s of the index's Blog structured data.
 */
import type { Language } from '@/lib/config/markets'
import { normalizeImageSource } from '@/lib/images/source'
import { resolveLink } from '../links'
import { isBlogLike } from '../page'
import type { PostingFacts } from './article'
import { findBlocks, type BlockFields } from './blocks'

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

function teaserHref(block: BlockFields, language: Language): string | undefined {
  const href = resolveLink(block.link, language)?.href
  return href?.startsWith('/') && isBlogLike(href) ? href.split('#', 1)[0] : undefined
}

/** The teasers of `content` linking to articles other than `indexPath` itself. */
export function blogIndexPosts(content: unknown, language: Language, indexPath: string): PostingFacts[] {
  const seen = new Set<string>([indexPath])
  return findBlocks(content, (block) => teaserHref(block, language) !== undefined).flatMap((block) => {
    const href = teaserHref(block, language)
    const headline = text(block.headline) ?? text(block.title)
    if (!href || !headline || seen.has(href)) return []
    seen.add(href)
    const image = normalizeImageSource((block.image as { filename?: unknown } | undefined)?.filename)
    return [{ headline, href, images: image ? [image] : [] }]
  })
}
