import { describe, expect, it } from 'vitest'
import {
  ektgNoticeApplies,
  electricalEquipmentKeys,
  isElectricalEquipmentKey,
  productEktgNoticeApplies,
} from '@/lib/catalog/rules/electrical-waste'
import type { Category } from '@/lib/catalog/rules/types'
import { product } from './catalog-fixtures'

const category = (slug: string, pathSlugs: string[] = []): Category => ({
  categoryId: 1,
  categoryName: slug,
  categorySlug: slug,
  path: pathSlugs.map((s, i) => ({ id: i + 1, name: s, slug: s })),
})

describe('electrical-waste notice (spec 02 §9, spec 01 §9)', () => {
  it.each([
    ['grossgerte', true],
    ['bildschirme_und_monitore', true],
    ['klgerte_informationsu_telekommtechnik', true],
    [' GROSSGERTE ', true],
    ['kochtoepfe', false],
    ['', false],
  ])('spec 01 §9: %o is an electrical-equipment key → %s', (key, expected) => {
    expect(isElectricalEquipmentKey(key)).toBe(expected)
  })

  it.each<[string, string, string[], boolean]>([
    ['de with an electrical key', 'de', ['grossgerte'], true],
    ['DE in capitals', 'DE', ['bildschirme_und_monitore'], true],
    ['one key of several', 'de', ['kueche', 'klgerte_informationsu_telekommtechnik'], true],
    ['de without an electrical key', 'de', ['kueche'], false],
    ['de without keys', 'de', [], false],
    ['at with an electrical key', 'at', ['grossgerte'], false],
    ['ch with an electrical key', 'ch', ['grossgerte'], false],
    ['be with an electrical key', 'be', ['grossgerte'], false],
  ])('spec 02 §9: only in country de: %s → %s', (_case, country, keys, expected) => {
    expect(ektgNoticeApplies(country, keys)).toBe(expected)
  })

  it('spec 02 §3: the eKTG attribute and the category keys both mark electrical equipment', () => {
    const byAttribute = product({ attributes: { eKTG: { value: 'grossgerte', label: 'Großgeräte' } } })
    const byCategory = product({
      categories: [{ ...category('bildschirme'), categoryKey: 'bildschirme_und_monitore' }],
    })
    // Slugs are localised names: a slug that happens to equal a key does not count.
    expect(electricalEquipmentKeys(product({ categories: [category('grossgerte')] }))).toEqual([])
    const neither = product({
      attributes: { eKTG: { value: '', label: '' } },
      categories: [category('kueche')],
    })
    expect(electricalEquipmentKeys(byAttribute)).toEqual(['grossgerte'])
    expect(electricalEquipmentKeys(byCategory)).toEqual(['bildschirme_und_monitore'])
    expect(productEktgNoticeApplies('de', byAttribute)).toBe(true)
    expect(productEktgNoticeApplies('de', byCategory)).toBe(true)
    expect(productEktgNoticeApplies('de', neither)).toBe(false)
    expect(productEktgNoticeApplies('at', byAttribute)).toBe(false)
  })
})
