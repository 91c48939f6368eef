import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { ensureCatalogSeeded } from '@/lib/catalog/server/seed'
import { clearCatalog } from '@/lib/catalog/server/seed/write'
import { getProductById, getProductsByIds, listProductIds } from '@/lib/catalog/server/store'
import type { Product } from '@/lib/catalog/rules/types'
import { productPriceRanges } from '@/lib/db/schema'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

// The Product shape of lib/catalog/rules/types.ts (spec 01 §3, spec 02 §3), strict: no stray fields.
const attributeValue = z.strictObject({ value: z.string(), label: z.string() })
const attributes = z.record(z.string(), z.union([attributeValue, z.array(attributeValue)]))
const image = z.strictObject({
  src: z.string(),
  alt: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
})
const price = z.strictObject({
  withTax: z.number().int(),
  withoutTax: z.number().int(),
  recommendedRetailPrice: z.number().int().nullable(),
  currencyCode: z.enum(['EUR', 'CHF']),
  reference: z.strictObject({ withTax: z.number().int(), unit: z.string(), size: z.number() }).nullable(),
  appliedReductions: z.array(
    z.strictObject({
      category: z.enum(['sale', 'campaign', 'voucher']),
      type: z.enum(['relative', 'absolute']),
      amount: z.strictObject({ relative: z.number(), absoluteWithTax: z.number() }),
    }),
  ),
  tax: z.strictObject({ vat: z.strictObject({ amount: z.number(), rate: z.number() }) }),
})
const bvc = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
const variant = z.strictObject({
  id: z.number().int(),
  referenceKey: z.string(),
  images: z.array(image).min(1),
  price,
  stock: z.strictObject({ quantity: z.number().int() }),
  availability: z.strictObject({ BVC: bvc }),
  KQPRI: z
    .object({
      BVC: bvc,
      deliveryDaysFrom: z.number(),
      deliveryDaysTo: z.number(),
      priceReference: z.string().nullable(),
    })
    .catchall(z.union([z.number(), z.string()])),
  attributes,
  advancedAttributes: z.record(z.string(), z.unknown()),
})
const badge = z.strictObject({ id: z.string(), label: z.string() })
const productSchema = z.strictObject({
  id: z.number().int(),
  referenceKey: z.string(),
  masterKey: z.string(),
  seoUrl: z.string().regex(/^[a-z0-9-]+$/),
  isActive: z.boolean(),
  isSoldOut: z.boolean(),
  isNew: z.boolean(),
  brand: z.strictObject({ id: z.number().int(), name: z.string() }),
  name: z.string().min(3),
  description: z.string().min(20),
  categories: z
    .array(
      z.strictObject({
        categoryId: z.number().int(),
        categoryName: z.string().min(1),
        categorySlug: z.string().min(1),
        categoryLabel: z.string().regex(/^.+ \| .+ \| \d+$/),
        categoryKey: z.string(),
        path: z
          .array(z.strictObject({ id: z.number().int(), name: z.string(), slug: z.string() }))
          .min(1)
          .max(5),
      }),
    )
    .min(1),
  collections: z.array(z.string()),
  sale: z.number().int().nullable(),
  images: z.array(image).min(1),
  siblings: z.array(
    z.strictObject({
      id: z.number().int(),
      label: z.string(),
      referenceKey: z.string(),
      imageHash: z.string(),
      isActive: z.boolean(),
      advancedAttributes: z.record(z.string(), z.unknown()),
      buyableVariant: z.boolean(),
      hasVariants: z.boolean(),
    }),
  ),
  priceRange: z.strictObject({ min: price, max: price }),
  colorsList: z.array(z.array(z.string())),
  variants: z.array(variant).min(1),
  attributes,
  advancedAttributes: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  firstLiveAt: z.iso.datetime(),
  promo: badge.nullable(),
  themes: z.array(badge),
})

describe.each(testDrivers)('catalog product reads on %s (spec 01 §3)', (driver) => {
  let t: TestDb
  let all: Product[]
  beforeAll(async () => {
    t = await createTestDb(driver)
    // A fresh, known catalog: the test template may hold an older seed.
    await clearCatalog(t.db)
    await ensureCatalogSeeded(t.db, { flavour: 'home' })
    all = await getProductsByIds(t.db, await listProductIds(t.db), { language: 'de', currency: 'EUR' })
  })
  afterAll(() => t?.close())

  it('lists every product id in ascending order', async () => {
    const ids = await listProductIds(t.db)
    expect(ids).toHaveLength(400)
    expect(ids[0]).toBe(100001)
    expect([...ids].sort((a, b) => a - b)).toEqual(ids)
  })

  it('returns every product in the Product shape of lib/catalog/rules/types.ts', () => {
    expect(all).toHaveLength(400)
    for (const product of all) expect(() => productSchema.parse(product)).not.toThrow()
  })

  it('reads a product with variants, prices in the currency, category paths and pictures', async () => {
    const de = await getProductById(t.db, 100001, { language: 'de', currency: 'EUR' })
    const fr = await getProductById(t.db, 100001, { language: 'fr', currency: 'CHF' })
    expect(de && fr).toBeTruthy()
    if (!de || !fr) return
    expect(de.name).not.toBe(fr.name)
    expect(de.seoUrl).not.toBe(fr.seoUrl)
    expect(de.variants.every((v) => v.price.currencyCode === 'EUR')).toBe(true)
    expect(fr.variants.every((v) => v.price.currencyCode === 'CHF')).toBe(true)
    expect(fr.variants[0]?.price.withTax).toBe(
      Math.round(((de.variants[0]?.price.withTax ?? 0) * 1.05) / 5) * 5,
    )
    expect(fr.categories[0]?.path.map((p) => p.id)).toEqual(de.categories[0]?.path.map((p) => p.id))
    expect(fr.categories[0]?.categoryName).not.toBe(de.categories[0]?.categoryName)
    const category = de.categories[0]
    expect(category?.path.at(-1)).toEqual({
      id: category?.categoryId,
      name: category?.categoryName,
      slug: category?.categorySlug,
    })
    for (const img of [...de.images, ...de.variants.flatMap((v) => v.images)]) {
      expect(existsSync(path.join(process.cwd(), 'public', img.src))).toBe(true)
    }
    expect(de.advancedAttributes.seoUrl).toBe(de.seoUrl)
    expect(de.attributes.name).toEqual({ value: de.name, label: de.name })
  })

  it('gives the price range over the variants and sold out only when every variant is BVC 4', () => {
    for (const p of all) {
      const prices = p.variants.map((v) => v.price.withTax)
      expect(p.priceRange.min.withTax).toBe(Math.min(...prices))
      expect(p.priceRange.max.withTax).toBe(Math.max(...prices))
      expect(p.isSoldOut).toBe(p.variants.every((v) => v.availability.BVC === 4))
      expect(p.variants.every((v) => v.KQPRI.BVC === v.availability.BVC)).toBe(true)
    }
    expect(all.some((p) => p.isSoldOut)).toBe(true)
  })

  it('lists siblings (same master key, not itself) with colour labels, and one colour set per colourway', () => {
    const family = all.filter((p) => p.masterKey === all.find((x) => x.siblings.length >= 25)?.masterKey)
    expect(family).toHaveLength(26)
    const [first] = family
    if (!first) return
    expect(first.siblings.map((s) => s.id)).toEqual(family.slice(1).map((p) => p.id))
    expect(first.colorsList).toEqual(
      family.map((p) => p.attributes.farbe && [(p.attributes.farbe as Array<{ value: string }>)[0]?.value]),
    )
    const sibling = first.siblings[0]
    expect(sibling?.label).toBe(
      family[1]?.attributes.farbe && (family[1].attributes.farbe as Array<{ label: string }>)[0]?.label,
    )
    expect(sibling?.imageHash).toBe(family[1]?.images[0]?.src)
    expect(sibling?.hasVariants).toBe(true)
  })

  it('reads the sale percent of the current variant (spec 02 §9: at most 96 %)', () => {
    const exact = all.find((p) =>
      p.variants.every((v) => v.price.withTax === 9600 && v.price.recommendedRetailPrice === 10000),
    )
    const above = all.find((p) =>
      p.variants.every((v) => v.price.withTax === 9650 && v.price.recommendedRetailPrice === 10000),
    )
    expect(exact?.sale).toBe(4)
    expect(above?.sale).toBeNull()
    expect(above?.variants[0]?.price.appliedReductions[0]?.amount.relative).toBeCloseTo(0.035)
  })

  it('stores the same sale percent and price range for listings as the product read gives', async () => {
    const ranges = await t.db.select().from(productPriceRanges).where(eq(productPriceRanges.currency, 'EUR'))
    const byId = new Map(ranges.map((r) => [r.productId, r]))
    for (const p of all) {
      expect(byId.get(p.id)).toMatchObject({
        salePercent: p.sale,
        minWithTax: p.priceRange.min.withTax,
        maxWithTax: p.priceRange.max.withTax,
      })
    }
    expect(all.filter((p) => p.sale !== null).length).toBeGreaterThan(10)
  })

  it('maps scale prices, unit prices and localised advanced attributes', () => {
    const scaled = all.find((p) => p.variants.some((v) => v.KQPRI.scaleAmount3 !== undefined))
    const kqpri = scaled?.variants.find((v) => v.KQPRI.scaleAmount3 !== undefined)?.KQPRI
    expect(kqpri).toMatchObject({ scaleAmount1: 3, scaleAmount2: 6, scaleAmount3: 12, scaleUnit1: 'ST' })
    expect(kqpri?.scalePrice3).toBeLessThan(kqpri?.scalePrice1 ?? 0)
    const units = new Set(all.flatMap((p) => p.variants.map((v) => v.price.reference?.unit)).filter(Boolean))
    expect([...units].sort()).toEqual(['LI', 'QM'])
    const engraved = all.find((p) => p.advancedAttributes.gravureHeadline !== undefined)
    expect(engraved?.advancedAttributes.gravureHeadline).toBe('Ihr Wunschtext für die Gravur')
  })

  it('returns products in the order asked, keeps repeats and skips unknown numbers', async () => {
    const products = await getProductsByIds(t.db, [100017, 999999, 100002, 100017], {
      language: 'nl',
      currency: 'EUR',
    })
    expect(products.map((p) => p.id)).toEqual([100017, 100002, 100017])
    expect(await getProductById(t.db, 999999, { language: 'de', currency: 'EUR' })).toBeNull()
    expect(await getProductById(t.db, -1, { language: 'de', currency: 'EUR' })).toBeNull()
    expect(await getProductsByIds(t.db, [], { language: 'de', currency: 'EUR' })).toEqual([])
  })

  it('refuses an unknown language or currency', async () => {
    const bad = { language: 'en', currency: 'EUR' } as unknown as Parameters<typeof getProductById>[2]
    await expect(getProductById(t.db, 100001, bad)).rejects.toThrow()
  })
})
