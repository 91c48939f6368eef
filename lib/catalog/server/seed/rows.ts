import 'server-only'

/**
 * One product draft as table rows: the product, its texts per language, its category links (direct and
 * ancestors), its variants, and their prices and the product's price range per currency.
 */
import { currentVariant } from '@/lib/catalog/rules/current-variant'
import { slugify } from '@/lib/catalog/rules/product-slug'
import { saleComparison } from '@/lib/catalog/rules/sale'
import { toPrice } from '@/lib/catalog/server/store/price'
import type { Bvc } from '@/lib/catalog/rules/types'
import { CURRENCIES, LANGUAGES, type Currency } from '@/lib/config/markets'
import type {
  productCategories,
  productPriceRanges,
  products,
  productTexts,
  variantPrices,
  variants,
} from '@/lib/db/schema'
import type { SeedCategory } from './categories'
import { PROMOTIONS, THEMES } from './flavour-catalogs'
import { attributesOf, advancedAttributesOf, imagesOf, textsOf } from './product-data'
import type { ProductDraft, VariantDraft } from './model'
import type { RowContext } from './row-context'

export interface ProductRows {
  products: Array<typeof products.$inferInsert>
  texts: Array<typeof productTexts.$inferInsert>
  categories: Array<typeof productCategories.$inferInsert>
  variants: Array<typeof variants.$inferInsert>
  prices: Array<typeof variantPrices.$inferInsert>
  priceRanges: Array<typeof productPriceRanges.$inferInsert>
}

export const emptyRows = (): ProductRows => ({
  products: [],
  texts: [],
  categories: [],
  variants: [],
  prices: [],
  priceRanges: [],
})

/** Every date is counted back from this instant, so the seed does not depend on the clock. */
export const SEED_EPOCH = Date.UTC(2026, 0, 15, 8, 0, 0)
const DAY_MS = 86_400_000
/** Scale amounts count pieces ('ST', Stück). */
const SCALE_UNIT = 'ST'
const TAX_BP: Record<Currency, number> = { EUR: 1900, CHF: 810 }

/** CHF ≈ EUR × 1.05, rounded to 5 Rappen. */
export const toChf = (eur: number) => Math.round((eur * 1.05) / 5) * 5

function priceRow(
  variantId: number,
  v: VariantDraft,
  currency: Currency,
  voucher: boolean,
  unit: string | undefined,
) {
  const money = (eur: number) => (currency === 'EUR' ? eur : toChf(eur))
  const withTax = money(v.eur)
  const taxRateBp = voucher ? 0 : TAX_BP[currency]
  const rrp = v.rrp === null ? null : money(v.rrp)
  const priceReference = v.priceReference === null ? null : money(v.priceReference)
  const compare = rrp ?? priceReference
  const reduced = v.onSale && compare !== null && compare > withTax
  const scale = (i: number) => (v.scales[i] ? money(v.scales[i].eur) : null)
  return {
    variantId,
    currency,
    withTax,
    withoutTax: Math.round((withTax * 10_000) / (10_000 + taxRateBp)),
    taxRateBp,
    recommendedRetailPrice: rrp,
    priceReference,
    referenceWithTax: unit && v.content ? Math.round(withTax / v.content) : null,
    referenceUnit: unit && v.content ? unit : null,
    referenceSize: unit && v.content ? 1 : null,
    reductionBp: reduced ? Math.round(((compare - withTax) * 10_000) / compare) : null,
    reductionAbsolute: reduced ? compare - withTax : null,
    scalePrice1: scale(0),
    scalePrice2: scale(1),
    scalePrice3: scale(2),
  }
}

/** Appends the rows of one product to `rows`. */
export function appendProductRows(rows: ProductRows, draft: ProductDraft, ctx: RowContext): void {
  const { type } = draft
  const direct = type.categories.map((key) => {
    const category = ctx.categories.get(key)
    if (!category) throw new Error(`product type ${type.key} names unknown category ${key}`)
    return category
  })
  const main = direct[0] as SeedCategory
  const firstLive = SEED_EPOCH - draft.ageDays * DAY_MS
  const brandId = ctx.brandIds[draft.brandIndex] as number
  const variantRows = draft.variants.map((v, i) => ({
    id: draft.id * 100 + i + 1,
    productId: draft.id,
    position: i,
    referenceKey: `${draft.referenceKey}_${String(i + 1).padStart(2, '0')}`,
    bvc: v.bvc,
    stockQuantity: v.stock,
    deliveryDaysFrom: v.from,
    deliveryDaysTo: v.to,
    scaleAmount1: v.scales[0]?.amount ?? null,
    scaleUnit1: v.scales[0] ? SCALE_UNIT : null,
    scaleAmount2: v.scales[1]?.amount ?? null,
    scaleUnit2: v.scales[1] ? SCALE_UNIT : null,
    scaleAmount3: v.scales[2]?.amount ?? null,
    scaleUnit3: v.scales[2] ? SCALE_UNIT : null,
    paybackFactor: v.payback,
    attributes: v.axis && type.axis ? { [type.axis.attribute]: v.axis } : {},
  }))
  rows.variants.push(...variantRows)
  rows.products.push({
    id: draft.id,
    referenceKey: draft.referenceKey,
    masterKey: draft.masterKey,
    brandId,
    isNew: draft.isNew,
    isSoldOut: draft.variants.every((v) => v.bvc === 4),
    popularity: draft.popularity,
    colors: draft.colours,
    collections: draft.collections,
    attributes: attributesOf(draft, ctx, main),
    advancedAttributes: advancedAttributesOf(draft),
    images: imagesOf(draft),
    promotion: draft.promotion ? { id: draft.promotion, label: promotionLabel(draft.promotion) } : null,
    themes: draft.themes.map((id) => ({ id, label: themeLabel(id) })),
    createdAt: new Date(firstLive - 3 * DAY_MS),
    firstLiveAt: new Date(firstLive),
    updatedAt: new Date(Math.min(SEED_EPOCH, firstLive + (draft.id % 20) * DAY_MS)),
  })
  for (const language of LANGUAGES) {
    const text = textsOf(draft, ctx, direct, language)
    rows.texts.push({ productId: draft.id, language, ...text, slug: slugify(text.name) })
  }
  const ancestors = new Set(direct.flatMap((c) => c.pathIds.slice(0, -1)))
  direct.forEach((c, position) =>
    rows.categories.push({ productId: draft.id, categoryId: c.id, direct: true, position }),
  )
  for (const id of ancestors) {
    if (!direct.some((c) => c.id === id))
      rows.categories.push({ productId: draft.id, categoryId: id, direct: false })
  }
  for (const currency of CURRENCIES) {
    const prices = draft.variants.map((v, i) =>
      priceRow(variantRows[i]?.id as number, v, currency, Boolean(type.voucher), type.referenceUnit),
    )
    rows.prices.push(...prices)
    rows.priceRanges.push({
      productId: draft.id,
      currency,
      minWithTax: Math.min(...prices.map((p) => p.withTax)),
      maxWithTax: Math.max(...prices.map((p) => p.withTax)),
      salePercent: salePercentOf(draft.variants, prices),
    })
  }
}

/** Product.sale of spec 02 §3: the sale percent of the current variant (spec 01 §4), null without one. */
function salePercentOf(variants: VariantDraft[], prices: Array<ReturnType<typeof priceRow>>): number | null {
  const candidates = variants.map((v, i) => ({
    id: i,
    referenceKey: String(i),
    availability: { BVC: v.bvc as Bvc },
    price: toPrice(prices[i] as ReturnType<typeof priceRow>),
    priceReference: prices[i]?.priceReference ?? null,
  }))
  const current = currentVariant(candidates)
  if (!current) return null
  const sale = saleComparison({
    price: current.price.withTax,
    recommendedRetailPrice: current.price.recommendedRetailPrice,
    referencePrice: current.priceReference,
  })
  return sale ? sale.percent : null
}

const promotionLabel = (id: string) => PROMOTIONS[id] ?? { de: id, fr: id, nl: id }
const themeLabel = (id: string) => THEMES[id] ?? { de: id, fr: id, nl: id }
