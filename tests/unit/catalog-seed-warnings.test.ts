import { describe, expect, it } from 'vitest'
import { WARNINGS_ATTRIBUTE } from '@/lib/catalog/rules/attribute-keys'
import { generateCatalog } from '@/lib/catalog/server/seed'
import { warningsOf } from '@/lib/catalog/server/seed/warnings'
import type { StoredAttributeValue } from '@/lib/db/schema'

describe('seeded warning notes (spec 01 §4 warnings panel)', () => {
  it('belong to the kind of product, each in de, fr and nl', () => {
    const seat = warningsOf('babyschale')
    expect(seat?.map((w) => w.value)).toEqual(['airbag', 'gurt'])
    for (const warning of seat ?? []) {
      expect(warning.label).toEqual({
        de: expect.any(String),
        fr: expect.any(String),
        nl: expect.any(String),
      })
    }
    expect(warningsOf('sofa')).toBeNull()
    expect(warningsOf('unbekannt')).toBeNull()
  })

  it('reach the products of those kinds only, deterministically', () => {
    const first = [...generateCatalog({ flavour: 'baby', count: 120 }).productBatches()].flatMap(
      (b) => b.products,
    )
    const again = [...generateCatalog({ flavour: 'baby', count: 120 }).productBatches()].flatMap(
      (b) => b.products,
    )
    const warned = first.filter((p) => WARNINGS_ATTRIBUTE in (p.attributes ?? {}))
    expect(warned.length).toBeGreaterThan(0)
    expect(warned.length).toBeLessThan(first.length)
    for (const p of warned) {
      const values = p.attributes?.[WARNINGS_ATTRIBUTE] as StoredAttributeValue[]
      expect(values.length).toBeGreaterThan(0)
    }
    expect(JSON.stringify(again)).toBe(JSON.stringify(first))
  })
})
