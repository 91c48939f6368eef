import 'server-only'

/** Turns the rows of ./product-queries into the Product shape of lib/catalog/rules/types.ts. */
import { currentVariant } from '@/lib/catalog/rules/current-variant'
import { saleComparison, saleFacts } from '@/lib/catalog/rules/sale'
import type {
  Bvc,
  Category,
  Price,
  Product,
  ProductImage,
  SiblingEntry,
  Variant,
} from '@/lib/catalog/rules/types'
import type { Language } from '@/lib/config/markets'
import type { StoredAttributeValue, StoredImage } from '@/lib/db/schema'
import { localizeAttributes, localizeRecord, pickLabel } from '@/lib/catalog/rules/localize'
import { toKqpri, toPrice } from './price'
import type { CategoryPathRow, FamilyQueryRow, ProductQueryRow, VariantQueryRow } from './product-queries'

export interface ProductParts {
  row: ProductQueryRow
  variants: VariantQueryRow[]
  categories: CategoryPathRow[]
  family: FamilyQueryRow[]
}

function images(stored: StoredImage[], alt: string): ProductImage[] {
  return stored.map((image) => ({ src: image.src, alt, width: image.width, height: image.height }))
}

function variantOf(
  { variant, price }: VariantQueryRow,
  fallbackImages: ProductImage[],
  alt: string,
  language: Language,
): Variant {
  const bvc = variant.bvc as Bvc
  return {
    id: variant.id,
    referenceKey: variant.referenceKey,
    images: variant.images.length > 0 ? images(variant.images, alt) : fallbackImages,
    price: toPrice(price),
    stock: { quantity: variant.stockQuantity },
    availability: { BVC: bvc },
    KQPRI: toKqpri(variant, price),
    attributes: localizeAttributes(variant.attributes, language),
    advancedAttributes: localizeRecord(variant.advancedAttributes, language),
  }
}

function categoriesOf(rows: CategoryPathRow[]): Category[] {
  const byCategory = new Map<number, Category>()
  for (const row of rows) {
    let category = byCategory.get(row.categoryId)
    if (!category) {
      category = {
        categoryId: row.categoryId,
        categoryName: '',
        categorySlug: '',
        categoryLabel: row.label,
        categoryKey: row.key,
        path: [],
      }
      byCategory.set(row.categoryId, category)
    }
    category.path.push({ id: row.pathId, name: row.name, slug: row.slug })
    if (row.pathId === row.categoryId) {
      category.categoryName = row.name
      category.categorySlug = row.slug
    }
  }
  return [...byCategory.values()]
}

function colourLabel(farbe: unknown, language: Language): string {
  const values = (Array.isArray(farbe) ? farbe : farbe ? [farbe] : []) as StoredAttributeValue[]
  return values.map((v) => pickLabel(v.label, language) ?? v.value).join(' / ')
}

function siblingOf(row: FamilyQueryRow, language: Language): SiblingEntry {
  return {
    id: row.id,
    label: colourLabel(row.farbe, language),
    referenceKey: row.referenceKey,
    // The sibling's first picture: a card or dialog shows it without loading the sibling.
    imageHash: row.firstImage ?? '',
    isActive: row.isActive,
    advancedAttributes: localizeRecord(row.advancedAttributes as Record<string, unknown>, language),
    buyableVariant: row.buyable,
    hasVariants: row.variantCount > 1,
  }
}

function priceRange(prices: Price[]): { min: Price; max: Price } | null {
  const [first] = prices
  if (!first) return null
  let min = first
  let max = first
  for (const price of prices) {
    if (price.withTax < min.withTax) min = price
    if (price.withTax > max.withTax) max = price
  }
  return { min, max }
}

/** Null when the product has no variant priced in the requested currency: it cannot be offered there. */
export function assembleProduct(parts: ProductParts, language: Language): Product | null {
  const { row } = parts
  const { product } = row
  const productImages = images(product.images, row.name)
  const variants = parts.variants.map((v) => variantOf(v, productImages, row.name, language))
  const range = priceRange(variants.map((v) => v.price))
  if (!range) return null
  const current = currentVariant(variants)
  const sale = current ? saleComparison(saleFacts(current)) : null
  const attributes = localizeAttributes(product.attributes, language)
  attributes.name = { value: row.name, label: row.name }
  return {
    id: product.id,
    referenceKey: product.referenceKey,
    masterKey: product.masterKey,
    seoUrl: row.slug,
    isActive: product.isActive,
    isSoldOut: variants.every((v) => v.availability.BVC === 4),
    isNew: product.isNew,
    brand: { id: product.brandId, name: row.brandName },
    name: row.name,
    description: row.description,
    categories: categoriesOf(parts.categories),
    collections: product.collections,
    sale: sale ? sale.percent : null,
    images: productImages,
    siblings: parts.family.filter((f) => f.id !== product.id).map((f) => siblingOf(f, language)),
    priceRange: range,
    colorsList: parts.family.map((f) => f.colors),
    variants,
    attributes,
    advancedAttributes: { ...localizeRecord(product.advancedAttributes, language), seoUrl: row.slug },
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
    firstLiveAt: product.firstLiveAt.toISOString(),
    promo: product.promotion ? { id: product.promotion.id, label: product.promotion.label[language] } : null,
    themes: product.themes.map((t) => ({ id: t.id, label: t.label[language] })),
  }
}
