/**
 * Layout data from the content service (spec 02 §3): the header and footer navigation and the session
 * data (shipping costs, banners, coupons, consent texts), per language and market. Server only.
 * Published layout stories are cached and tagged like pages; the FAQ links are taken out where the
 * market has the FAQ switched off (spec 01 §1), after the cache, so all markets share one entry.
 */
import { unstable_cache } from 'next/cache'
import type { Language } from '@/lib/config/markets'
import type { ShopOptions } from '@/lib/config/shop-options'
import { CONTENT_TAG } from './page-story'
import { withoutDisabledLinks } from './rules/faq'
import { LAYOUT_FOLDER } from './rules/page'
import { FALLBACK_SHIPPING_COSTS, readSessionLayout, type SessionLayout } from './rules/session-layout'
import { getStory } from './stories'
import type { Story } from './types'

export const LAYOUT_STORIES = ['header', 'footer', 'session'] as const
export type LayoutStoryName = (typeof LAYOUT_STORIES)[number]

export interface LayoutMarket {
  code: string
  options: Pick<ShopOptions, 'faq'>
}

export const layoutTag = (name: LayoutStoryName) => `content-layout:${name}`

function readLayoutStory(name: LayoutStoryName, language: Language, preview: boolean) {
  // Story links resolve to their paths in this language (header and footer links, banner links).
  return getStory(`${LAYOUT_FOLDER}/${name}`, { language, preview, resolve_links: 'url' })
}

/** A layout story for a market, with its links to pages the market switches off removed. */
export async function loadLayoutStory(
  name: LayoutStoryName,
  language: Language,
  market: LayoutMarket,
  { preview = false } = {},
): Promise<Story | null> {
  const story = preview
    ? await readLayoutStory(name, language, true)
    : await unstable_cache(() => readLayoutStory(name, language, false), ['layout-story', name, language], {
        tags: [CONTENT_TAG, layoutTag(name)],
        revalidate: 300,
      })()
  return story ? withoutDisabledLinks(story, market.options) : null
}

/**
 * The session layout data of a market in a language. Without the story, or when the content service
 * fails, the shop still works: fallback shipping costs, no banners, no coupons, no consent texts (the
 * consent banner then uses its own message texts).
 */
export async function loadSessionLayout(
  language: Language,
  market: LayoutMarket,
  { preview = false, now = new Date() } = {},
): Promise<SessionLayout> {
  try {
    const story = await loadLayoutStory('session', language, market, { preview })
    const layout = readSessionLayout(story?.content, { market: market.code, now })
    if (layout.problems.length > 0)
      console.warn(`[content] layout/session: entries left out: ${layout.problems.join('; ')}`)
    return layout
  } catch (error) {
    console.error('[content] cannot read layout/session; using the fallback shipping costs', error)
    return { shipping: FALLBACK_SHIPPING_COSTS, banners: [], coupons: [], consent: null, problems: [] }
  }
}
