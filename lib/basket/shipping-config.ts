import { getStory } from '@/lib/content'
import { readSessionLayout, type SessionLayout } from '@/lib/content/rules/session-layout'
import type { Language, MarketCode } from '@/lib/config/markets'
import { FALLBACK_SHIPPING_CONFIG, type ShippingConfig, type ShippingTier } from './shipping'

/**
 * The shipping cost configuration of the layout data (spec 02 §3, story `layout/session`), per market
 * and language. Read at most once a minute per process; when the content service fails the basket
 * still answers, with the fallback costs of spec 01 §9.
 */
const TTL_MS = 60_000
const SESSION_LAYOUT_SLUG = 'layout/session'
const cache = new Map<string, { at: number; config: Promise<ShippingConfig> }>()

const tier = (cost: SessionLayout['shipping']['standard']): ShippingTier => ({
  costCents: cost.costCents,
  fromOrderValueCents: cost.fromOrderValueCents,
  ...(cost.label ? { label: cost.label } : {}),
})

export function shippingConfigFromLayout(layout: Pick<SessionLayout, 'shipping'>): ShippingConfig {
  return { standard: [tier(layout.shipping.standard)], freight: [tier(layout.shipping.freight)] }
}

async function read(market: MarketCode, language: Language): Promise<ShippingConfig> {
  try {
    const story = await getStory(SESSION_LAYOUT_SLUG, { language })
    if (!story) return FALLBACK_SHIPPING_CONFIG
    return shippingConfigFromLayout(readSessionLayout(story.content, { market, now: new Date() }))
  } catch (error) {
    console.warn('[basket] shipping configuration unavailable, using the fallback', error)
    return FALLBACK_SHIPPING_CONFIG
  }
}

export function loadShippingConfig(
  market: MarketCode,
  language: Language,
  now = Date.now(),
): Promise<ShippingConfig> {
  const id = `${market}|${language}`
  const hit = cache.get(id)
  if (hit && now - hit.at < TTL_MS) return hit.config
  const config = read(market, language)
  cache.set(id, { at: now, config })
  return config
}
