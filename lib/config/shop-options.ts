/** Per-market shop options of spec 02 §3 (with the switches of spec 01 §1). */
import type { Flavour } from './flavours'
import { FLAVOUR_RULES } from './flavours'
import type { MarketDefinition } from './markets'

export interface ShopOptions {
  payback: boolean
  hasWishlist: boolean
  accountBalance: boolean
  accountOrders: boolean
  faq: boolean
  paypalInstallments: boolean
  clickAndReserve: boolean
  checkoutLoginGoToGuestBtn: boolean
  checkoutLoginFirstView: 'guest' | 'login'
  contactFormPrefill: boolean
  timezone: string
  cancelOrder: boolean
  sovendus: boolean
  partnerInfo: boolean
}

export function buildShopOptions(market: MarketDefinition, flavour: Flavour): ShopOptions {
  const germany = market.code === 'de-de'
  const marketLanguage = market.languages[0] ?? 'de'
  return {
    payback: germany,
    hasWishlist: !market.partial,
    accountBalance: !market.partial && ['de-de', 'de-at', 'de-ch'].includes(market.code),
    accountOrders: true,
    faq: !FLAVOUR_RULES[flavour].faqOffForMarketLanguages.includes(marketLanguage),
    paypalInstallments: germany,
    clickAndReserve: !market.partial && ['de-de', 'de-at'].includes(market.code),
    checkoutLoginGoToGuestBtn: true,
    // spec 01 §4: the checkout start view for logged-out users is guest in all markets.
    checkoutLoginFirstView: 'guest',
    contactFormPrefill: true,
    timezone: market.timezone,
    cancelOrder: true,
    sovendus: true,
    partnerInfo: germany,
  }
}
