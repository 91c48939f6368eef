/** The shape of a valid shop configuration: markets, their shop options and recommendation slots. */
import { z } from 'zod'
import { CURRENCIES, LANGUAGES, MARKET_CODES } from './markets'
import { FLAVOURS } from './flavours'
import { PAYMENT_CODES } from './payment'
import { RECOMMENDATION_SLOT_IDS } from './recommendations'

const timezone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return true
  } catch {
    return false
  }
}, 'unknown IANA timezone')

const hostname = z
  .string()
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'a domain is a lowercase host name with an optional port')

export const shopOptionsSchema = z.object({
  payback: z.boolean(),
  hasWishlist: z.boolean(),
  accountBalance: z.boolean(),
  accountOrders: z.boolean(),
  faq: z.boolean(),
  paypalInstallments: z.boolean(),
  clickAndReserve: z.boolean(),
  checkoutLoginGoToGuestBtn: z.boolean(),
  checkoutLoginFirstView: z.enum(['guest', 'login']),
  contactFormPrefill: z.boolean(),
  timezone,
  cancelOrder: z.boolean(),
  sovendus: z.boolean(),
  partnerInfo: z.boolean(),
})

export const marketSchema = z.object({
  code: z.enum(MARKET_CODES),
  shopId: z.number().int().positive(),
  country: z.string().regex(/^[a-z]{2}$/),
  languages: z.array(z.enum(LANGUAGES)).min(1),
  currency: z.enum(CURRENCIES),
  timezone,
  formattingLocale: z.string().min(2),
  partial: z.boolean(),
  paymentMethods: z.array(z.enum(PAYMENT_CODES as [string, ...string[]])).min(1),
  domain: hostname,
  options: shopOptionsSchema,
  recommendationSlots: z
    .array(
      z.object({
        id: z.enum(RECOMMENDATION_SLOT_IDS),
        recommendationId: z.string().min(1),
        fillWithRandom: z.boolean(),
        size: z.string().regex(/^\d+$/),
      }),
    )
    .length(RECOMMENDATION_SLOT_IDS.length),
})

export const shopConfigSchema = z
  .object({
    flavour: z.enum(FLAVOURS),
    deploymentEnv: z.enum(['development', 'qa', 'preview', 'production']),
    defaultMarket: z.enum(MARKET_CODES),
    /** CONSENT_LOG_URL: the consent log's host (spec 02 §7); unset → the shop's own /api/rum/consent/. */
    consentLogUrl: z
      .url({ protocol: /^https?$/, error: 'CONSENT_LOG_URL must be an http(s) address' })
      .optional(),
    markets: z.array(marketSchema).length(MARKET_CODES.length),
  })
  .superRefine((config, ctx) => {
    const domains = config.markets.map((m) => m.domain)
    if (new Set(domains).size !== domains.length) {
      ctx.addIssue({ code: 'custom', message: 'every market needs its own domain' })
    }
    const ids = config.markets.map((m) => m.shopId)
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'shop ids must be unique' })
  })

export type ShopConfig = z.infer<typeof shopConfigSchema>
export type Market = z.infer<typeof marketSchema>
