/**
 * Content triggers of spec 01 §3: a trigger (type and value) decides whether a block applies to the page.
 * Brand (marke), sub-brand, sale and breadcrumb triggers apply only on product pages, recognised by /p/
 * in the path (spec 01 §2); on any other page they never match.
 *
 * How each value is read (the spec names the types only):
 * - url: the page path, query ignored, compared without case and trailing slash, with or without the
 *   language prefix (`/de/kueche/` and `/kueche` both match /de/kueche/); a value ending in `*` matches
 *   every path below it. A full address counts by its path.
 * - scayleCheckout: the checkout; an empty value or `*` matches every step, else the step's name.
 * - productNumber: a product the page is about (the product page's product, the basket's or checkout's
 *   lines), exact match.
 * - marke, subbrand, breadcrumb: the product's brand, one of its sub-brands, one of its breadcrumb
 *   categories; compared without case.
 * - sale: empty or `true` matches a product on sale, `false` one not on sale, a whole number 1–99 a product
 *   reduced by at least that many percent.
 * A trigger whose value cannot be read never matches.
 */
import { z } from 'zod'

export const TRIGGER_TYPES = [
  'url',
  'scayleCheckout',
  'productNumber',
  'marke',
  'subbrand',
  'breadcrumb',
  'sale',
] as const
export type TriggerType = (typeof TRIGGER_TYPES)[number]
export const PRODUCT_PAGE_TRIGGER_TYPES: readonly TriggerType[] = ['marke', 'subbrand', 'breadcrumb', 'sale']

export const triggerSchema = z.object({
  type: z.enum(TRIGGER_TYPES),
  value: z
    .union([z.string(), z.number(), z.boolean()])
    .nullish()
    .transform((v) => (v == null ? '' : String(v))),
})
export type Trigger = z.output<typeof triggerSchema>

/** The triggers of a block; entries of unknown type or shape are left out. */
export function parseTriggers(raw: unknown): Trigger[] {
  if (!Array.isArray(raw)) return []
  return raw.flatMap((entry) => {
    const parsed = triggerSchema.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
}

/** What the page offers the triggers. */
export interface TriggerPageContext {
  /** The shop path of the page, e.g. `/de/p/kochtopf-12345/`. */
  path: string
  /** Set on checkout pages: the checkout step shown, when known. */
  checkout?: { step?: string }
  /** Product numbers the page is about: the product page's product, the basket's or checkout's lines. */
  productNumbers?: readonly string[]
  /** The product of a product page. */
  product?: {
    brand?: string | null
    subbrands?: readonly string[]
    breadcrumb?: readonly string[]
    sale: boolean
    /** Reduction in percent, when on sale. */
    salePercent?: number | null
  }
}

const LANGUAGE_PREFIX = /^\/[a-z]{2}(?=\/|$)/

const fold = (value: string) => value.normalize('NFC').trim().toLocaleLowerCase('de')

function pathOnly(value: string): string {
  let path = value.trim()
  try {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) path = new URL(path).pathname
  } catch {
    return ''
  }
  path = path.split(/[?#]/, 1)[0] ?? ''
  try {
    path = decodeURI(path)
  } catch {
    // A malformed escape stays as written.
  }
  path = `/${path.replace(/^\/+|\/+$/g, '')}`
  return fold(path)
}

export function isProductPath(path: string): boolean {
  return /\/p\/[^/]/.test(pathOnly(path))
}

function matchesUrl(value: string, path: string): boolean {
  const raw = value.trim()
  const wildcard = raw.endsWith('*')
  const wanted = pathOnly(wildcard ? raw.slice(0, -1) : raw)
  const current = pathOnly(path)
  const candidates = [current, current.replace(LANGUAGE_PREFIX, '') || '/']
  return candidates.some((c) => c === wanted || (wildcard && (wanted === '/' || c.startsWith(`${wanted}/`))))
}

function matchesSale(value: string, product: NonNullable<TriggerPageContext['product']>): boolean {
  const v = fold(value)
  if (v === '' || v === 'true') return product.sale
  if (v === 'false') return !product.sale
  if (!/^\d{1,2}$/.test(v) || Number(v) < 1) return false
  return product.sale && (product.salePercent ?? 0) >= Number(v)
}

const includesFolded = (list: readonly string[] | undefined, value: string) =>
  fold(value) !== '' && (list ?? []).some((entry) => fold(entry) === fold(value))

/** Whether one trigger matches the page. */
export function matchesTrigger(trigger: Trigger, page: TriggerPageContext): boolean {
  const { value } = trigger
  if (PRODUCT_PAGE_TRIGGER_TYPES.includes(trigger.type)) {
    const product = isProductPath(page.path) ? page.product : undefined
    if (!product) return false
    switch (trigger.type) {
      case 'marke':
        return includesFolded(product.brand ? [product.brand] : [], value)
      case 'subbrand':
        return includesFolded(product.subbrands, value)
      case 'breadcrumb':
        return includesFolded(product.breadcrumb, value)
      default:
        return matchesSale(value, product)
    }
  }
  switch (trigger.type) {
    case 'url':
      return value.trim() !== '' && matchesUrl(value, page.path)
    case 'scayleCheckout': {
      if (!page.checkout) return false
      const step = fold(value)
      return step === '' || step === '*' || step === fold(page.checkout.step ?? '')
    }
    default:
      return value.trim() !== '' && (page.productNumbers ?? []).includes(value.trim())
  }
}

/** A block with triggers applies when any of them matches; a block without triggers always applies. */
export function matchesAnyTrigger(triggers: readonly Trigger[], page: TriggerPageContext): boolean {
  return triggers.length === 0 || triggers.some((trigger) => matchesTrigger(trigger, page))
}
