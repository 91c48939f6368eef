/**
 * Layout data from the content service (spec 02 §3): the header and footer navigation and the session
 * data (shipping costs, banners, coupons, consent texts), per language and market. Server only.
 * Published layout stories are cached and tagged like pages; the FAQ links are taken out where the
 * market has the FAQ switched off (spec 01 §1), after the cache, so all markets share one entry.
 */
import 'server-only'
import type { Language } from '@/lib/config/markets'
import type { ShopOptions } from '@/lib/config/shop-options'
import { withoutDisabledLinks } from '../rules/faq'
import {
  EMPTY_FOOTER_NAVIGATION,
  EMPTY_HEADER_NAVIGATION,
  readFooterNavigation,
  readHeaderNavigation,
  type FooterNavigation,
  type HeaderNavigation,
} from '../rules/navigation'
import { LAYOUT_FOLDER } from '../rules/page'
import {
  FALLBACK_SHIPPING_COSTS,
  readBannerSchedule,
  readSessionLayout,
  withConsentLinks,
  type ConsentTextsWithLinks,
  type ScheduledBanner,
  type SessionCoupon,
  type SessionLayout,
} from '../rules/session-layout'
import { getStory } from './stories'
import { cachedContentRead, type Tagged } from '@/lib/cache/tagged-cache'
import { CONTENT_TAG, storyCacheTags, storyPathTag } from './tags'
import type { Story } from '../rules/types'
import { logFailure } from '@/lib/http/server/failure'

export const LAYOUT_STORIES = ['header', 'footer', 'session'] as const
export type LayoutStoryName = (typeof LAYOUT_STORIES)[number]

export interface LayoutMarket {
  code: string
  options: Pick<ShopOptions, 'faq'>
}

export const layoutTag = (name: LayoutStoryName) => `content-layout:${name}`

async function readLayoutStory(
  name: LayoutStoryName,
  language: Language,
  preview: boolean,
): Promise<Tagged<Story | null>> {
  const path = `${LAYOUT_FOLDER}/${name}`
  // Story links resolve to their paths in this language (header and footer links, banner links), so
  // the answer is tagged with each linked story too: a moved page changes the menu.
  const story = await getStory(path, { language, preview, resolve_links: 'url' })
  return { value: story, tags: [storyPathTag(language, path), ...(story ? storyCacheTags(story) : [])] }
}

/** A layout story for a market, with its links to pages the market switches off removed. */
export async function loadLayoutStory(
  name: LayoutStoryName,
  language: Language,
  market: LayoutMarket,
  { preview = false } = {},
): Promise<Story | null> {
  const story = preview
    ? (await readLayoutStory(name, language, true)).value
    : await cachedContentRead({
        key: ['layout-story', 'tagged', name, language],
        tags: [CONTENT_TAG, layoutTag(name)],
        revalidate: 300,
        read: () => readLayoutStory(name, language, false),
      })
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
    logFailure('[content] cannot read layout/session; using the fallback shipping costs', error)
    return {
      shipping: FALLBACK_SHIPPING_COSTS,
      shippingTiers: {
        standard: [FALLBACK_SHIPPING_COSTS.standard],
        freight: [FALLBACK_SHIPPING_COSTS.freight],
      },
      banners: [],
      coupons: [],
      consent: null,
      problems: [],
    }
  }
}

/** A layout story's content for a market, or null (logged) when the content service fails. */
async function layoutContent(name: LayoutStoryName, language: Language, market: LayoutMarket) {
  try {
    return (await loadLayoutStory(name, language, market))?.content ?? null
  } catch (error) {
    logFailure(`[content] cannot read layout/${name}; the shop frame shows without it`, error)
    return null
  }
}

/** The header's main navigation; empty without the story (the header's own service links remain). */
export async function loadHeaderNavigation(
  language: Language,
  market: LayoutMarket,
): Promise<HeaderNavigation> {
  const content = await layoutContent('header', language, market)
  return content ? readHeaderNavigation(content, { language, market: market.code }) : EMPTY_HEADER_NAVIGATION
}

/** The footer's link groups, legal links, hotline and trademark notice of a market. */
export async function loadFooterNavigation(
  language: Language,
  market: LayoutMarket,
): Promise<FooterNavigation> {
  const content = await layoutContent('footer', language, market)
  return content ? readFooterNavigation(content, { language, market: market.code }) : EMPTY_FOOTER_NAVIGATION
}

/** The market's current and upcoming banners with their dates (the banner strip picks per visit). */
export async function loadBannerSchedule(
  language: Language,
  market: LayoutMarket,
  { now = new Date() } = {},
): Promise<ScheduledBanner[]> {
  const content = await layoutContent('session', language, market)
  return content ? readBannerSchedule(content, { market: market.code, now }) : []
}

/** The coupons offered in a market now (spec 02 §3 session layout data). */
export async function loadSessionCoupons(
  language: Language,
  market: LayoutMarket,
  { now = new Date(), preview = false } = {},
): Promise<SessionCoupon[]> {
  return (await loadSessionLayout(language, market, { now, preview })).coupons
}

/**
 * The consent banner's texts from the content service, links resolved for `language`; null without
 * them (the consent banner then uses its own message texts).
 */
export async function loadConsentTexts(
  language: Language,
  market: LayoutMarket,
  { preview = false } = {},
): Promise<ConsentTextsWithLinks | null> {
  const { consent } = await loadSessionLayout(language, market, { preview })
  return consent ? withConsentLinks(consent, language) : null
}
