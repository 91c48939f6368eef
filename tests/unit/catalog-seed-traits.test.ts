import { describe, expect, it } from 'vitest'
import { FILTER_PARAMS } from '@/lib/catalog/rules/listing/filters'
import { flavourCatalog } from '@/lib/catalog/server/seed/flavour-catalogs'
import type { ProductDraft } from '@/lib/catalog/server/seed/model'
import { traitsOf } from '@/lib/catalog/server/seed/product-traits'
import de from '@/messages/de/listing.json'
import fr from '@/messages/fr/listing.json'
import nl from '@/messages/nl/listing.json'

const types = (['home', 'baby'] as const).flatMap((f) => flavourCatalog(f).types)
const draft = (typeKey: string, id: number, themes: string[] = []) =>
  ({ id, type: types.find((t) => t.key === typeKey), themes }) as unknown as ProductDraft

describe('product traits of the seed (spec 01 §9 filter whitelist)', () => {
  it('are derived from type and id alone: the same every time', () => {
    for (const type of types) {
      for (const id of [1, 2, 3, 12, 97])
        expect(traitsOf(draft(type.key, id))).toEqual(traitsOf(draft(type.key, id)))
    }
  })

  it('give vouchers none and every other product a labelled material', () => {
    for (const type of types) {
      const traits = traitsOf(draft(type.key, 5))
      if (type.voucher) expect(traits).toEqual({})
      else
        expect(traits.material).toMatchObject({
          value: expect.any(String),
          label: { de: expect.any(String) },
        })
    }
  })

  it('give an energy class only to devices the EU label covers', () => {
    for (const type of types) {
      for (const id of [1, 2, 3, 4, 5, 6, 7]) {
        const traits = traitsOf(draft(type.key, id))
        const covered = ['grossgerte', 'bildschirme_und_monitore', 'lampen'].includes(type.ektg ?? '')
        expect('energieeffizienz' in traits).toBe(covered && !type.voucher)
      }
    }
  })

  it('set yes/no traits as "j", the value the whitelist flags test for', () => {
    const flags = ['spuelmaschinenfest', 'waschbar', 'aufbauservice', 'akku']
    const seen = new Set<string>()
    for (const type of types) {
      for (let id = 1; id <= 12; id++) {
        const traits = traitsOf(draft(type.key, id))
        for (const flag of flags) {
          if (!(flag in traits)) continue
          seen.add(flag)
          expect(traits[flag]).toMatchObject({ value: 'j' })
        }
      }
    }
    expect([...seen].sort()).toEqual([...flags].sort())
  })
})

describe('filter whitelist size and wording', () => {
  it('has about 37 parameters, each with a name in de, fr and nl', () => {
    expect(FILTER_PARAMS.length).toBeGreaterThanOrEqual(35)
    expect(FILTER_PARAMS.length).toBeLessThanOrEqual(40)
    for (const messages of [de, fr, nl]) {
      const names = messages.facets as Record<string, string>
      expect(FILTER_PARAMS.filter((p) => !names[p])).toEqual([])
    }
  })

  it('state "nachhaltig" exactly for products with the sustainability theme: one fact, one filter', () => {
    const type = types.find((t) => !t.voucher)!
    expect(traitsOf(draft(type.key, 4, ['nachhaltig'])).nachhaltig).toMatchObject({ value: 'j' })
    expect(traitsOf(draft(type.key, 4, ['bio'])).nachhaltig).toBeUndefined()
    expect(FILTER_PARAMS).toContain('theme')
    expect(FILTER_PARAMS).not.toContain('nachhaltig')
  })
})
