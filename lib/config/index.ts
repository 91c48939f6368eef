/** The shop configuration of this process: built from the environment, validated once at start. */
import { z } from 'zod'
import { FLAVOUR_RULES, type Flavour } from './flavours'
import { MARKET_CODES, MARKET_DEFINITIONS, type Language, type Locale, type MarketCode } from './markets'
import { contentWebhookSecretFromEnv } from './content-webhook'
import { contentFaultSwitchFromEnv } from './fault-switch'
import { previewEditorOriginsFromEnv } from './preview-editor'
import { geoSettingsFromEnv } from './geo-env'
import { gtmIdFromEnv } from './gtm-id'
import { rateLimitSettingsFromEnv } from './rate-limit-env'
import { reservationTtlHoursFromEnv } from './reservation-env'
import { buildRecommendationSlots } from './recommendations'
import { shopConfigSchema, type Market, type ShopConfig } from './schema'
import { buildShopOptions } from './shop-options'

export * from './constants'
export * from './markets'
export * from './flavours'
export * from './payment'
export * from './recommendations'
export * from './invoice'
export type { Market, ShopConfig } from './schema'

type Env = Record<string, string | undefined>

// Unknown keys are rejected: a typo such as "de_de" would silently leave that market on .localhost.
const domainMap = z.partialRecord(z.enum(MARKET_CODES), z.string())

/**
 * Builds the shop configuration from the environment and validates it. Called once per process:
 * a wrong setting stops the server at start instead of surfacing in one page later.
 *
 * - SHOP_FLAVOUR: home | baby | bm (default home)
 * - MARKET_DOMAINS: JSON {"de-de":"www.example.de", …}; unset markets use `{code}.localhost`
 * - DEFAULT_MARKET: the market of bare `localhost` / `127.0.0.1` (default de-de)
 * - DEPLOYMENT_ENV: development | qa | preview | production
 * - CONSENT_LOG_URL: the consent log's host (spec 02 §7), e.g. https://rum.example.com; unset → own endpoint
 * - CONTENT_WEBHOOK_SECRET: the content webhook's secret (content-webhook.ts); checked here, kept out
 *   of the configuration so it never travels with it
 * - CONTENT_FAULT_SWITCH: test-only, enables the content failure switch (fault-switch.ts), likewise
 * - PREVIEW_EDITOR_ORIGINS: origins that may frame the editor preview (preview-editor.ts), likewise
 * - GTM_ID: the tag manager's container id (gtm-id.ts, spec 01 §5); a wrong one stops the start
 * - REDIS_URL, TRUST_PROXY, RATE_LIMIT_SECRET: the rate limits' settings (rate-limit-env.ts), likewise
 * - GEO_COUNTRY_HEADER, GEO_IP_DATABASE, GEO_PRETEND_IP: the country lookup's (geo-env.ts), likewise
 * - RESERVATION_TTL_HOURS: how long click and reserve holds pieces (reservation-env.ts), likewise
 */
export function buildShopConfig(env: Env): ShopConfig {
  contentWebhookSecretFromEnv(env)
  contentFaultSwitchFromEnv(env)
  previewEditorOriginsFromEnv(env)
  gtmIdFromEnv(env)
  rateLimitSettingsFromEnv(env)
  geoSettingsFromEnv(env)
  reservationTtlHoursFromEnv(env)
  // `||`, not `??`: dotenv files set empty values (`DEPLOYMENT_ENV=` in .env.example) as '', meaning unset.
  const flavour = (env.SHOP_FLAVOUR || 'home') as Flavour
  const domains: Partial<Record<MarketCode, string>> = env.MARKET_DOMAINS
    ? domainMap.parse(JSON.parse(env.MARKET_DOMAINS))
    : {}
  const deploymentEnv = env.DEPLOYMENT_ENV || (env.NODE_ENV === 'production' ? 'production' : 'development')
  return shopConfigSchema.parse({
    flavour,
    deploymentEnv,
    defaultMarket: env.DEFAULT_MARKET || 'de-de',
    consentLogUrl: env.CONSENT_LOG_URL || undefined,
    markets: MARKET_DEFINITIONS.map((m) => ({
      ...m,
      languages: [...m.languages],
      paymentMethods: [...m.paymentMethods],
      domain: (domains[m.code] ?? `${m.code}.localhost`).toLowerCase(),
      options: buildShopOptions(m, flavour),
      recommendationSlots: buildRecommendationSlots(m.code),
    })),
  })
}

export const shopConfig: ShopConfig = buildShopConfig(process.env)
export const flavourRules = FLAVOUR_RULES[shopConfig.flavour]
/** The tag manager's container id (GTM_ID), null without one: then no tag manager loads. */
export const gtmId: string | null = gtmIdFromEnv(process.env)
/** RESERVATION_TTL_HOURS: how long click and reserve holds pieces (issue 13 item 4). */
export const reservationTtlHours: number = reservationTtlHoursFromEnv(process.env)

const marketsByCode = new Map(shopConfig.markets.map((m) => [m.code, m]))

export function getMarket(code: MarketCode): Market {
  const market = marketsByCode.get(code)
  if (!market) throw new Error(`unknown market ${code}`)
  return market
}

export function isMarketCode(value: string): value is MarketCode {
  return marketsByCode.has(value as MarketCode)
}

export function localeOf(market: Market, language: Language): Locale {
  return {
    code: market.code,
    language,
    iso: `${language}-${market.country.toUpperCase()}`,
    dir: 'ltr',
    domain: market.domain,
  }
}

export function servesLanguage(market: Market, language: string): language is Language {
  return (market.languages as readonly string[]).includes(language)
}
