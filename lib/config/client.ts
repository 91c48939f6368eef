/** The part of the configuration the browser needs: serialisable, no secrets, no environment. */
import type { Language, Market } from './index'
import { flavourRules, shopConfig } from './index'

export interface ClientShop {
  market: Market['code']
  shopId: number
  country: string
  language: Language
  languages: Language[]
  currency: Market['currency']
  formattingLocale: string
  timezone: string
  flavour: typeof shopConfig.flavour
  brandName: string
  options: Market['options']
  deploymentEnv: typeof shopConfig.deploymentEnv
  /** Where consent decisions are logged (spec 02 §7): the configured host's /rum/consent/, or our own. */
  consentLogUrl: string
}

export function toClientShop(market: Market, language: Language): ClientShop {
  return {
    market: market.code,
    shopId: market.shopId,
    country: market.country,
    language,
    languages: [...market.languages],
    currency: market.currency,
    formattingLocale: market.formattingLocale,
    timezone: market.timezone,
    flavour: shopConfig.flavour,
    brandName: flavourRules.brandName,
    options: market.options,
    deploymentEnv: shopConfig.deploymentEnv,
    consentLogUrl: shopConfig.consentLogUrl
      ? new URL('rum/consent/', shopConfig.consentLogUrl.replace(/\/?$/, '/')).href
      : '/api/rum/consent/',
  }
}
