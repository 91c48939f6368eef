/**
 * Product badges of spec 02 §3: sale (percent), promotion, new (not for the baby-market brand, flavour
 * bm), bundle, product themes. A badge has type, label and id.
 *
 * Order is fixed (sale, promotion, new, bundle, then themes in catalog order, each theme once) so a
 * card and its product page show the same row. Labels of 'new' and 'bundle' are message keys in the
 * catalog namespace (labelIsMessageKey), the others are display text: a percent, or a promotion's and
 * theme's own label, which the catalog already delivers in the requested language.
 */
import type { FlavourRules } from '@/lib/config/flavours'
import type { Product, ProductPromotion, ProductTheme, Variant } from '@/lib/catalog/rules/types'
import { attributeIs } from './attributes'
import { saleComparison, saleFacts } from './sale'

export type BadgeType = 'sale' | 'promotion' | 'new' | 'bundle' | 'theme'

export interface Badge {
  type: BadgeType
  label: string
  id: string
  labelIsMessageKey: boolean
}

export const BADGE_MESSAGE_KEYS = { new: 'badges.new', bundle: 'badges.bundle' } as const

export interface BadgeFacts {
  /** Percent off of the current price (spec 02 §9 sale rule), null when not a sale. */
  salePercent: number | null
  promotion: ProductPromotion | null
  isNew: boolean
  isBundle: boolean
  themes: readonly ProductTheme[]
}

export function badges(facts: BadgeFacts, rules: Pick<FlavourRules, 'showNewBadge'>): Badge[] {
  const out: Badge[] = []
  if (facts.salePercent !== null && facts.salePercent > 0) {
    out.push({ type: 'sale', id: 'sale', label: `-${facts.salePercent}%`, labelIsMessageKey: false })
  }
  if (facts.promotion) {
    const { id, label } = facts.promotion
    out.push({ type: 'promotion', id: `promotion-${id}`, label, labelIsMessageKey: false })
  }
  if (facts.isNew && rules.showNewBadge) {
    out.push({ type: 'new', id: 'new', label: BADGE_MESSAGE_KEYS.new, labelIsMessageKey: true })
  }
  if (facts.isBundle) {
    out.push({ type: 'bundle', id: 'bundle', label: BADGE_MESSAGE_KEYS.bundle, labelIsMessageKey: true })
  }
  const seen = new Set<string>()
  for (const theme of facts.themes) {
    if (seen.has(theme.id)) continue
    seen.add(theme.id)
    out.push({ type: 'theme', id: `theme-${theme.id}`, label: theme.label, labelIsMessageKey: false })
  }
  return out
}

// virtuelleBundles is untyped catalog data: any non-empty text, list or object counts as content.
function hasContent(raw: unknown): boolean {
  if (raw === null || raw === undefined || raw === false) return false
  if (typeof raw === 'string') return raw.trim() !== ''
  if (Array.isArray(raw)) return raw.some(hasContent)
  if (typeof raw === 'object') return 'value' in raw ? hasContent(raw.value) : Object.keys(raw).length > 0
  return true
}

/** vppArticle 'J' or a non-empty virtuelleBundles makes a product a bundle (spec 01 §3). */
export function isBundle(product: Pick<Product, 'advancedAttributes'>): boolean {
  const bag = product.advancedAttributes
  return attributeIs(bag, 'vppArticle', 'j') || hasContent(bag['virtuelleBundles'])
}

/**
 * Badge facts of a product: the sale percent of the current variant when one is given (it is what the
 * price block shows), otherwise the product's own `sale` field.
 */
export function productBadgeFacts(
  product: Pick<Product, 'sale' | 'isNew' | 'advancedAttributes' | 'promo' | 'themes'>,
  variant?: Pick<Variant, 'price' | 'KQPRI'>,
): BadgeFacts {
  const salePercent = variant ? (saleComparison(saleFacts(variant))?.percent ?? null) : product.sale
  return {
    salePercent,
    promotion: product.promo ?? null,
    isNew: product.isNew,
    isBundle: isBundle(product),
    themes: product.themes ?? [],
  }
}
