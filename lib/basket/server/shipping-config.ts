import 'server-only'

/**
 * The shipping cost configuration of the layout data (spec 02 §3, story `layout/session`), per market
 * and language. Read through the content's tagged cache, so a changed story reaches the basket with the
 * webhook; when the content service fails the basket still answers, with the fallback costs of spec 01 §9.
 */
import { describeError } from '@/lib/http/rules/failure'
import { getMarket } from '@/lib/config'
import { loadLayoutStory } from '@/lib/content/server/layout'
import { readSessionLayout, type SessionLayout } from '@/lib/content/rules/session-layout'
import type { Language, MarketCode } from '@/lib/config/markets'
import { FALLBACK_SHIPPING_CONFIG, type ShippingConfig, type ShippingTier } from '../rules/shipping'

const tier = (cost: SessionLayout['shippingTiers']['standard'][number]): ShippingTier => ({
  costCents: cost.costCents,
  fromOrderValueCents: cost.fromOrderValueCents,
  ...(cost.label ? { label: cost.label } : {}),
})

export function shippingConfigFromLayout(layout: Pick<SessionLayout, 'shippingTiers'>): ShippingConfig {
  return {
    standard: layout.shippingTiers.standard.map(tier),
    freight: layout.shippingTiers.freight.map(tier),
  }
}

async function read(market: MarketCode, language: Language): Promise<ShippingConfig> {
  try {
    const story = await loadLayoutStory('session', language, getMarket(market))
    if (!story) return FALLBACK_SHIPPING_CONFIG
    return shippingConfigFromLayout(readSessionLayout(story.content, { market, now: new Date() }))
  } catch (error) {
    console.warn(`[basket] shipping configuration unavailable, using the fallback: ${describeError(error)}`)
    return FALLBACK_SHIPPING_CONFIG
  }
}

export function loadShippingConfig(market: MarketCode, language: Language): Promise<ShippingConfig> {
  return read(market, language)
}
