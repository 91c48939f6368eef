import { unstable_cache } from 'next/cache'
import type { Language } from '@/lib/config/markets'
import type { ShopOptions } from '@/lib/config/shop-options'
import { isStoryShownInMarket } from './rules/faq'
import { CATEGORY_FOLDER, HOME_SLUG, PAGE_COMPONENTS } from './rules/page'
import { getStory } from './stories'
import type { Story } from './types'

/** Cache tag of every rendered content page: the revalidation webhook names it. */
export const CONTENT_TAG = 'content'
export const contentPathTag = (language: Language, slug: string) => `content-path:${language}:${slug}`

async function readPageStory(slug: string, language: Language, preview: boolean): Promise<Story | null> {
  // Category pages live under kategorieseiten, which the shop's paths leave out (spec 01 §2).
  const candidates = slug === '' ? [HOME_SLUG] : [slug, `${CATEGORY_FOLDER}/${slug}`]
  for (const candidate of candidates) {
    const story = await getStory(candidate, {
      language,
      preview,
      resolve_relations: ['article.author'],
      resolve_links: 'url',
    })
    if (story && (PAGE_COMPONENTS as readonly string[]).includes(story.content.component)) return story
  }
  return null
}

/**
 * The page story behind a shop path (without language prefix; '' is the home page). Published
 * stories are cached and tagged; drafts (preview) are always read fresh. With `market`, a page the
 * market switches off (the FAQ where its faq option is off, spec 01 §1) is null: the 404 page.
 */
export async function loadPageStory(
  slug: string,
  language: Language,
  { preview = false, market }: { preview?: boolean; market?: { options: Pick<ShopOptions, 'faq'> } } = {},
): Promise<Story | null> {
  const story = preview
    ? await readPageStory(slug, language, true)
    : await unstable_cache(() => readPageStory(slug, language, false), ['page-story', language, slug], {
        tags: [CONTENT_TAG, contentPathTag(language, slug)],
        revalidate: 300,
      })()
  return story && market && !isStoryShownInMarket(story, market.options) ? null : story
}
