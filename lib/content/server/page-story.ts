import 'server-only'

/** The page story behind a shop path: published stories cached and tagged, drafts read fresh. */
import type { Language } from '@/lib/config/markets'
import type { ShopOptions } from '@/lib/config/shop-options'
import { isStoryShownInMarket } from '../rules/faq'
import { CATEGORY_FOLDER, HOME_SLUG, PAGE_COMPONENTS } from '../rules/page'
import { getStory } from './stories'
import { cachedContentRead, type Tagged } from '@/lib/cache/tagged-cache'
import { CONTENT_TAG, storyCacheTags, storyPathTag } from './tags'
import type { Story } from '../rules/types'

export { CONTENT_TAG }
/** Tag of one shop page's story read (a manual purge of one path). */
export const contentPathTag = (language: Language, slug: string) => `content-path:${language}:${slug}`

/** Tagged with every path tried and, when found, the stories the answer holds (lib/content/server/tags.ts). */
async function readPageStory(
  slug: string,
  language: Language,
  preview: boolean,
): Promise<Tagged<Story | null>> {
  // Category pages live under kategorieseiten, which the shop's paths leave out (spec 01 §2).
  const candidates = slug === '' ? [HOME_SLUG] : [slug, `${CATEGORY_FOLDER}/${slug}`]
  const tags: string[] = []
  for (const candidate of candidates) {
    tags.push(storyPathTag(language, candidate))
    const story = await getStory(candidate, {
      language,
      preview,
      resolve_relations: ['article.author'],
      resolve_links: 'url',
    })
    if (story && (PAGE_COMPONENTS as readonly string[]).includes(story.content.component))
      return { value: story, tags: [...tags, ...storyCacheTags(story)] }
  }
  return { value: null, tags }
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
    ? (await readPageStory(slug, language, true)).value
    : await cachedContentRead({
        key: ['page-story', 'tagged', language, slug],
        tags: [CONTENT_TAG, contentPathTag(language, slug)],
        revalidate: 300,
        read: () => readPageStory(slug, language, false),
      })
  return story && market && !isStoryShownInMarket(story, market.options) ? null : story
}
