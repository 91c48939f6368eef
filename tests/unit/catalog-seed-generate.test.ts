import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { productGroupFromLabel } from '@/lib/catalog/rules/voucher'
import { generateCatalog } from '@/lib/catalog/server/seed'
import type { ProductRows } from '@/lib/catalog/server/seed/rows'
import { FLAVOUR_RULES, type Flavour } from '@/lib/config/flavours'
import { ELECTRICAL_EQUIPMENT_CATEGORY_KEYS } from '@/lib/config/constants'
import { RECOMMENDATION_FALLBACK } from '@/lib/config/recommendations'

function allRows(flavour: Flavour, count?: number, seed?: string): ProductRows {
  const catalog = generateCatalog({ flavour, count, seed })
  const all: ProductRows = {
    products: [],
    texts: [],
    categories: [],
    variants: [],
    prices: [],
    priceRanges: [],
  }
  for (const batch of catalog.productBatches(100)) {
    for (const key of Object.keys(all) as Array<keyof ProductRows>)
      (all[key] as unknown[]).push(...batch[key])
  }
  return all
}

describe('seed generator: deterministic (spec 01 §3 seeded catalog)', () => {
  it('gives the same rows on every run for the same flavour, count and seed', () => {
    expect(JSON.stringify(allRows('home'))).toBe(JSON.stringify(allRows('home')))
    expect(JSON.stringify(allRows('baby', 150))).toBe(JSON.stringify(allRows('baby', 150)))
  })

  it('gives another catalog for another seed', () => {
    const a = allRows('home', 60)
    const b = allRows('home', 60, 'another-seed')
    expect(a.texts.map((t) => t.name)).not.toEqual(b.texts.map((t) => t.name))
  })

  it('makes a small catalog the start of a larger one (same product numbers, same products)', () => {
    const small = allRows('home', 120)
    const large = allRows('home', 400)
    const kept = small.products.slice(0, 100)
    expect(kept).toEqual(large.products.slice(0, 100))
  })

  it('makes exactly the asked number of products, default 400, in batches that hold whole families', () => {
    expect(allRows('home').products).toHaveLength(400)
    expect(allRows('bm', 33).products).toHaveLength(33)
    const batches = [...generateCatalog({ flavour: 'home', count: 500 }).productBatches(50)]
    expect(batches.length).toBeGreaterThan(5)
    for (const batch of batches) expect(batch.products.length).toBeLessThan(50 + 26)
    expect(() => generateCatalog({ flavour: 'home', count: 0 })).toThrow(/positive integer/)
  })
})

describe('seed generator: product numbers and keys', () => {
  const rows = allRows('home')

  it('numbers products from 100001 on, so the 17 recommendation fallback ids are real products', () => {
    const ids = new Set(rows.products.map((p) => p.id))
    for (const { product_id } of RECOMMENDATION_FALLBACK) expect(ids.has(Number(product_id))).toBe(true)
    expect(Math.min(...ids)).toBe(100001)
  })

  it('keeps the recommendation fallbacks buyable (every variant BVC 1)', () => {
    const fallback = new Set(RECOMMENDATION_FALLBACK.map((r) => Number(r.product_id)))
    const theirs = rows.variants.filter((v) => fallback.has(v.productId))
    expect(theirs.length).toBeGreaterThanOrEqual(17)
    expect(theirs.every((v) => v.bvc === 1)).toBe(true)
  })

  it('shapes reference keys as master key + colourway (+ variant) and shares master keys among siblings', () => {
    for (const p of rows.products) {
      expect(p.masterKey).toMatch(/^\d{7}$/)
      expect(p.referenceKey).toMatch(new RegExp(`^${p.masterKey}_\\d{2}$`))
    }
    for (const v of rows.variants) expect(v.referenceKey).toMatch(/^\d{7}_\d{2}_\d{2}$/)
    const families = new Map<string, number>()
    for (const p of rows.products) families.set(p.masterKey, (families.get(p.masterKey) ?? 0) + 1)
    expect(Math.max(...families.values())).toBeGreaterThanOrEqual(26)
  })

  it('points every picture at a file in public/images/catalog (nothing from other hosts)', () => {
    const sources = new Set(rows.products.flatMap((p) => (p.images ?? []).map((i) => i.src)))
    expect(sources.size).toBeGreaterThan(20)
    for (const src of sources) {
      expect(src).toMatch(/^\/images\/catalog\/[a-z0-9-]+\.webp$/)
      expect(existsSync(path.join(process.cwd(), 'public', src))).toBe(true)
    }
  })
})

describe.each<Flavour>(['home', 'baby', 'bm'])('seed generator for the %s flavour', (flavour) => {
  const catalog = generateCatalog({ flavour })
  const rows = allRows(flavour)
  const nameDe = rows.texts.filter((t) => t.language === 'de').map((t) => t.name)

  it('sells the flavour’s goods (spec 01 §1: home and household vs baby goods)', () => {
    const joined = nameDe.join(' ')
    if (flavour === 'home') {
      expect(joined).toMatch(/Sofa|Kochtopf|Handtuch|Stehleuchte/)
      expect(joined).not.toMatch(/Kinderwagen|Babyschale/)
    } else {
      expect(joined).toMatch(/Kinderwagen|Babyschale|Body|Kuscheltier/)
      expect(joined).not.toMatch(/Waschmaschine|Ecksofa/)
    }
    expect(catalog.brands.map((b) => b.name)).toContain(FLAVOUR_RULES[flavour].brandName)
  })

  it('writes a name, description and slug in German, French and Dutch, without placeholder text', () => {
    for (const language of ['de', 'fr', 'nl']) {
      expect(rows.texts.filter((t) => t.language === language)).toHaveLength(rows.products.length)
    }
    const byProduct = new Map<number, Record<string, string>>()
    for (const t of rows.texts)
      byProduct.set(t.productId, { ...byProduct.get(t.productId), [t.language]: t.description })
    const differ = [...byProduct.values()].filter((d) => d.de !== d.fr && d.fr !== d.nl)
    expect(differ).toHaveLength(rows.products.length)
    for (const t of rows.texts) {
      expect(t.description).not.toMatch(/lorem|ipsum|undefined|null|\[object/i)
      expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })

  it('builds a category tree of at most 5 levels with "a | b | number" labels whose number is the group', () => {
    const depths = catalog.categories.map((c) => c.depth)
    expect(Math.max(...depths)).toBe(5)
    for (const c of catalog.categories) {
      expect(c.label).toMatch(/^[^|\d]+ \| [^|\d]+ \| \d+$/)
      expect(productGroupFromLabel(c.label)).toBe(c.productGroup)
      expect(c.pathIds.at(-1)).toBe(c.id)
    }
    const groups = catalog.categories.map((c) => c.productGroup)
    for (const group of FLAVOUR_RULES[flavour].voucherProductGroups) expect(groups).toContain(group)
    const keys = catalog.categories.map((c) => c.key)
    for (const key of ELECTRICAL_EQUIPMENT_CATEGORY_KEYS) expect(keys).toContain(key)
  })

  it('gives each category a unique slug per language', () => {
    for (const language of ['de', 'fr', 'nl']) {
      const slugs = catalog.categoryTexts.filter((t) => t.language === language).map((t) => t.slug)
      expect(new Set(slugs).size).toBe(catalog.categories.length)
    }
  })
})

describe('seed generator: vouchers priced at face value', () => {
  // A voucher's variants are its values ("20 €"); other products choose by words (a sofa's side).
  const voucherVariants = (rows: ProductRows) =>
    rows.variants.filter((v) =>
      /^\d+ €$/.test(String((v.attributes as Record<string, { label?: unknown }>)?.auswahlWalz?.label)),
    )

  it.each<Flavour>(['home', 'baby', 'bm'])(
    '%s: each voucher value costs exactly that much, in euros',
    (flavour) => {
      const rows = allRows(flavour)
      expect(voucherVariants(rows).length).toBeGreaterThan(0)
      for (const variant of voucherVariants(rows)) {
        const faceValue = Number((variant.attributes as Record<string, { value: string }>).auswahlWalz!.value)
        const price = rows.prices.find((p) => p.variantId === variant.id && p.currency === 'EUR')
        expect(price?.withTax, `${variant.referenceKey}: ${faceValue} €`).toBe(faceValue * 100)
      }
    },
  )

  it('writes no goods closing (care instructions, a cosy present) into a voucher text', () => {
    const rows = allRows('home')
    const voucherIds = new Set(voucherVariants(rows).map((v) => v.productId))
    const texts = rows.texts.filter((t) => voucherIds.has(t.productId))
    expect(texts.length).toBeGreaterThan(0)
    for (const text of texts) expect(JSON.stringify(text)).not.toMatch(/Pflegeanleitung|entretien|onderhoud/)
  })
})
