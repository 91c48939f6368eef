// The seed's product pictures: every product type is drawn as what it is, and every colour the seed can
// give a type has its picture (and close-up) in public/images/catalog, drawn by scripts/generate-product-images.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SEED_CASES } from '@/lib/catalog/server/seed/cases'
import { imageColour } from '@/lib/catalog/server/seed/colours'
import { coloursOfType } from '@/lib/catalog/server/seed/draft'
import { flavourCatalog } from '@/lib/catalog/server/seed/flavour-catalogs'
import { IMAGE_SHAPES, type FlavourCatalog, type ProductTypeDef } from '@/lib/catalog/server/seed/model'
import type { Flavour } from '@/lib/config/flavours'

const DIR = path.join(process.cwd(), 'public', 'images', 'catalog')
const FLAVOURS: Flavour[] = ['home', 'baby', 'bm']

/** The type keys a coverage role can pick. */
const roleKeys = (catalog: FlavourCatalog, role: keyof FlavourCatalog['roles']): string[] => {
  const keys = catalog.roles[role]
  return typeof keys === 'string' ? [keys] : keys
}

/** Picture colours a product of the type can show: its random colours and the coverage cases' ones. */
function pictureColours(catalog: FlavourCatalog, type: ProductTypeDef): Set<string> {
  const codes = new Set<string>(coloursOfType(type))
  for (const seedCase of SEED_CASES) {
    if (!seedCase.colours || !roleKeys(catalog, seedCase.role).includes(type.key)) continue
    for (const set of seedCase.colours) for (const code of set) codes.add(code)
  }
  // A product's picture shows its first colour; codes outside the palette look grey (imageColour).
  return new Set([...codes].map(imageColour))
}

describe.each(FLAVOURS)('seed product pictures for the %s flavour', (flavour) => {
  const catalog = flavourCatalog(flavour)

  it('have a picture and a close-up for every colour the seed can give each type', () => {
    const missing: string[] = []
    for (const type of catalog.types) {
      for (const colour of pictureColours(catalog, type)) {
        for (const suffix of ['', '-detail']) {
          const file = `${type.shape}-${colour}${suffix}.webp`
          if (!existsSync(path.join(DIR, file))) missing.push(`${type.key}: ${file}`)
        }
      }
    }
    // Missing ones: add the colour to SHAPE_COLOURS in scripts/product-shapes.mjs and run the generator.
    expect(missing).toEqual([])
  })

  it('draw pans, storage jars, cutting boards, bed linen and vouchers as what they are', () => {
    const shapeOf = (key: string) => catalog.types.find((t) => t.key === key)?.shape
    const expected: Record<string, string> =
      flavour === 'home'
        ? {
            bratpfanne: 'pan',
            topfset: 'cookset',
            vorratsdose: 'jar',
            schneidebrett: 'board',
            bettwaesche: 'bedding',
            teppich: 'rug',
            geschenkgutschein: 'voucher',
            downloadgutschein: 'voucher',
          }
        : {
            windelpaket: 'pack',
            babyflasche: 'babybottle',
            taufbecher: 'cup',
            geschenkgutschein: 'voucher',
            downloadgutschein: 'voucher',
          }
    for (const [key, shape] of Object.entries(expected)) expect(shapeOf(key), key).toBe(shape)
  })
})

describe('the catalog picture folder', () => {
  const files = readdirSync(DIR)
  const used = new Set(FLAVOURS.flatMap((f) => flavourCatalog(f).types.map((t) => t.shape)))

  it('draws every shape some product type uses, and no other', () => {
    expect([...used].sort()).toEqual([...IMAGE_SHAPES].sort())
  })

  it('holds only pictures of those shapes (none left over from a shape no type uses)', () => {
    const stale = files.filter((f) => !IMAGE_SHAPES.some((shape) => f.startsWith(`${shape}-`)))
    expect(stale).toEqual([])
  })

  it('holds every catalog picture the flavours’ stored content shows', () => {
    const contentDir = path.join(process.cwd(), 'content')
    const shown = readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json'))
      .flatMap(
        (f) => readFileSync(path.join(contentDir, f), 'utf8').match(/\/images\/catalog\/[\w-]+\.webp/g) ?? [],
      )
    expect(shown.length).toBeGreaterThan(0)
    for (const src of new Set(shown))
      expect(existsSync(path.join(process.cwd(), 'public', src)), src).toBe(true)
  })
})
