/**
 * The layout data of the visitor session (spec 02 §3 "Layout / CMS data for the session"): shipping
 * cost configuration, banners, coupons and consent texts, read from the `layout/session` story.
 * Editors make mistakes: a broken entry is left out (and named in `problems`), never the whole data;
 * without shipping entries the fallback shipping of spec 01 §9 applies.
 */
import { z } from 'zod'
import { FALLBACK_SHIPPING } from '@/lib/config/constants'
import type { Language } from '@/lib/config/markets'
import { isWithinCampaignWindow, parseCampaignDate } from './campaign'
import { resolveLink } from './links'

/** Storyblok number fields arrive as strings; money is integer cents (spec 01 §9). */
const cents = z.union([z.number().int().min(0), z.string().trim().regex(/^\d+$/).transform(Number)])
const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))
const requiredText = z.string().trim().min(1)
const markets = z
  .array(z.string())
  .nullish()
  .transform((v) => v ?? [])
const window = { date_from: optionalText, date_to: optionalText, markets }

const shippingSchema = z.object({
  kind: z.enum(['standard', 'freight']),
  label: optionalText,
  cost_cents: cents,
  from_order_value_cents: cents.nullish().transform((v) => v ?? 0),
  markets,
})
const bannerSchema = z.object({
  _uid: requiredText,
  text: requiredText,
  tone: z.enum(['info', 'promotion', 'warning']).catch('info'),
  link: z.unknown().optional(),
  link_label: optionalText,
  ...window,
})
const couponSchema = z.object({
  _uid: requiredText,
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9-]{3,32}$/),
  text: requiredText,
  discount_percent: cents.pipe(z.number().min(1).max(100)),
  min_order_value_cents: cents.nullish().transform((v) => v ?? 0),
  ...window,
})
const serviceSchema = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/),
  title: requiredText,
  company: optionalText,
  att_tracking: z.boolean().catch(false),
})
const categorySchema = z.object({
  group: z.enum(['necessary', 'statistics', 'marketing']),
  title: requiredText,
  text: requiredText,
  required: z.boolean().catch(false),
  default_value: z.boolean().catch(false),
  services: z.array(z.unknown()).catch([]),
})
const consentSchema = z.object({
  title: requiredText,
  text: requiredText,
  // Editors raise it when the texts or services change: every stored consent is asked again (spec 02 §4).
  version: cents.pipe(z.number().int().min(1)).catch(1),
  privacy_link: z.unknown().optional(),
  imprint_link: z.unknown().optional(),
  categories: z.array(z.unknown()).catch([]),
})

export interface ShippingCost {
  kind: 'standard' | 'freight'
  label?: string
  costCents: number
  fromOrderValueCents: number
}
export interface SessionBanner {
  id: string
  text: string
  tone: 'info' | 'promotion' | 'warning'
  link?: unknown
  linkLabel?: string
}
export interface SessionCoupon {
  id: string
  code: string
  text: string
  discountPercent: number
  minOrderValueCents: number
}
export interface ConsentCategoryText {
  group: 'necessary' | 'statistics' | 'marketing'
  title: string
  text: string
  required: boolean
  defaultValue: boolean
  services: Array<{ name: string; title: string; company?: string; attTracking: boolean }>
}
export interface ConsentTexts {
  title: string
  text: string
  version: number
  privacyLink?: unknown
  imprintLink?: unknown
  categories: ConsentCategoryText[]
}
type ShippingKindName = 'standard' | 'freight'

export interface SessionLayout {
  /** The cheapest-to-reach tier of each kind (from the lowest order value). */
  shipping: Record<ShippingKindName, ShippingCost>
  /** Every tier of each kind, by rising order value: what the basket's shipping progress needs. */
  shippingTiers: Record<ShippingKindName, ShippingCost[]>
  banners: SessionBanner[]
  coupons: SessionCoupon[]
  consent: ConsentTexts | null
  /** Entries left out, as `field[index]: reason`, for a warning in the log. */
  problems: string[]
}

export const FALLBACK_SHIPPING_COSTS: SessionLayout['shipping'] = {
  standard: {
    kind: 'standard',
    costCents: FALLBACK_SHIPPING.standardCents,
    fromOrderValueCents: FALLBACK_SHIPPING.standardFromOrderValueCents,
  },
  freight: { kind: 'freight', costCents: FALLBACK_SHIPPING.freightCents, fromOrderValueCents: 0 },
}

export interface SessionLayoutContext {
  /** The market code (`de-ch`): entries naming markets apply only there. */
  market: string
  /** One clock for the whole read: banners and coupons show within their dates (UTC, spec 01 §5). */
  now: Date
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const appliesTo = (entry: { markets: string[] }, market: string) =>
  entry.markets.length === 0 || entry.markets.includes(market)
const isCurrent = (entry: { date_from?: string; date_to?: string }, now: Date) =>
  isWithinCampaignWindow({ dateFrom: entry.date_from, dateTo: entry.date_to }, now)

/** Parses each entry of a list, keeping the valid ones and naming the others. */
function entries<S extends z.ZodType>(field: string, value: unknown, schema: S, problems: string[]) {
  return list(value).flatMap((raw, index) => {
    const parsed = schema.safeParse(raw)
    if (parsed.success) return [parsed.data as z.output<S>]
    problems.push(`${field}[${index}]: ${z.prettifyError(parsed.error).replace(/\s+/g, ' ')}`)
    return []
  })
}

function readConsent(value: unknown, problems: string[]): ConsentTexts | null {
  const [consent] = entries('consent', list(value).slice(0, 1), consentSchema, problems)
  if (!consent) return null
  const categories = entries('consent.categories', consent.categories, categorySchema, problems).map(
    (category) => ({
      group: category.group,
      title: category.title,
      text: category.text,
      required: category.required,
      defaultValue: category.required || category.default_value,
      services: entries(`consent.${category.group}.services`, category.services, serviceSchema, problems).map(
        (service) => ({
          name: service.name,
          title: service.title,
          company: service.company,
          attTracking: service.att_tracking,
        }),
      ),
    }),
  )
  return {
    title: consent.title,
    text: consent.text,
    version: consent.version,
    privacyLink: consent.privacy_link,
    imprintLink: consent.imprint_link,
    categories,
  }
}

/**
 * The shipping tiers of a market: a kind's market-specific entries replace its all-markets ones; one
 * tier per order value (the first listed wins); the fallback of spec 01 §9 where a kind has none.
 */
function readShippingTiers(
  all: ReadonlyArray<z.output<typeof shippingSchema>>,
  market: string,
): Record<ShippingKindName, ShippingCost[]> {
  const tiersOf = (kind: ShippingKindName): ShippingCost[] => {
    const ofKind = all.filter((e) => e.kind === kind && appliesTo(e, market))
    const own = ofKind.filter((e) => e.markets.length > 0)
    const byValue = new Map<number, ShippingCost>()
    for (const e of own.length > 0 ? own : ofKind) {
      if (byValue.has(e.from_order_value_cents)) continue
      byValue.set(e.from_order_value_cents, {
        kind,
        label: e.label,
        costCents: e.cost_cents,
        fromOrderValueCents: e.from_order_value_cents,
      })
    }
    const tiers = [...byValue.values()].sort((a, b) => a.fromOrderValueCents - b.fromOrderValueCents)
    return tiers.length > 0 ? tiers : [FALLBACK_SHIPPING_COSTS[kind]]
  }
  return { standard: tiersOf('standard'), freight: tiersOf('freight') }
}

/** The session layout data for one market at one moment, from the (localised) `layout/session` content. */
export function readSessionLayout(content: unknown, { market, now }: SessionLayoutContext): SessionLayout {
  const problems: string[] = []
  const fields = (content && typeof content === 'object' ? content : {}) as Record<string, unknown>
  const shippingTiers = readShippingTiers(
    entries('shipping', fields.shipping, shippingSchema, problems),
    market,
  )
  const shipping = { standard: shippingTiers.standard[0]!, freight: shippingTiers.freight[0]! }
  const banners = entries('banners', fields.banners, bannerSchema, problems)
    .filter((b) => appliesTo(b, market) && isCurrent(b, now))
    .map((b) => ({ id: b._uid, text: b.text, tone: b.tone, link: b.link, linkLabel: b.link_label }))
  const coupons = entries('coupons', fields.coupons, couponSchema, problems)
    .filter((c) => appliesTo(c, market) && isCurrent(c, now))
    .map((c) => ({
      id: c._uid,
      code: c.code,
      text: c.text,
      discountPercent: c.discount_percent,
      minOrderValueCents: c.min_order_value_cents,
    }))
  return {
    shipping,
    shippingTiers,
    banners,
    coupons,
    consent: readConsent(fields.consent, problems),
    problems,
  }
}

/** A banner with its dates, for a page rendered ahead of time that decides on the visitor's clock. */
export interface ScheduledBanner extends SessionBanner {
  dateFrom?: string
  dateTo?: string
}

// A banner with an unreadable start never shows (campaign.ts); one that has ended never will again.
const hasNotEnded = (entry: { date_from?: string; date_to?: string }, now: Date) =>
  !Number.isNaN(parseCampaignDate(entry.date_from)) && isWithinCampaignWindow({ dateTo: entry.date_to }, now)

/**
 * The market's banners that have not ended at `now`, current and upcoming, with their dates. Static
 * and revalidated pages are rendered before the visitor comes: the banner strip decides per visit,
 * with isWithinCampaignWindow, which of them are current (spec 01 §5, UTC).
 */
export function readBannerSchedule(
  content: unknown,
  { market, now }: SessionLayoutContext,
): ScheduledBanner[] {
  const fields = (content && typeof content === 'object' ? content : {}) as Record<string, unknown>
  return entries('banners', fields.banners, bannerSchema, [])
    .filter((b) => appliesTo(b, market) && hasNotEnded(b, now))
    .map((b) => ({
      id: b._uid,
      text: b.text,
      tone: b.tone,
      link: b.link,
      linkLabel: b.link_label,
      ...(b.date_from ? { dateFrom: b.date_from } : {}),
      ...(b.date_to ? { dateTo: b.date_to } : {}),
    }))
}

/** The consent texts with their privacy and imprint links resolved to addresses in `language`. */
export interface ConsentTextsWithLinks extends ConsentTexts {
  privacyHref?: string
  imprintHref?: string
}

export function withConsentLinks(consent: ConsentTexts, language: Language): ConsentTextsWithLinks {
  const privacyHref = resolveLink(consent.privacyLink, language)?.href
  const imprintHref = resolveLink(consent.imprintLink, language)?.href
  return {
    ...consent,
    ...(privacyHref ? { privacyHref } : {}),
    ...(imprintHref ? { imprintHref } : {}),
  }
}
