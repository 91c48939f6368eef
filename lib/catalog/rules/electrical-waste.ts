/**
 * Electrical-waste notice (ektg, spec 02 §9 and spec 01 §9): shown only in the country 'de' and only
 * for electrical equipment.
 *
 * The keys of spec 01 §9 (grossgerte, bildschirme_und_monitore, klgerte_informationsu_telekommtechnik)
 * are device categories of the German electrical-equipment law, so a product is electrical equipment
 * when its eKTG attribute (spec 02 §3) holds one of them, or when one of its categories has one of
 * them as its categoryKey (slugs are localised names and never match). Both sources are read because
 * the catalog may record the fact either way.
 */
import { EKTG_COUNTRY, ELECTRICAL_EQUIPMENT_CATEGORY_KEYS } from '@/lib/config/constants'
import type { Product } from '@/lib/catalog/rules/types'
import { attributeValues } from './attributes'

const KEYS: ReadonlySet<string> = new Set(ELECTRICAL_EQUIPMENT_CATEGORY_KEYS)

export function isElectricalEquipmentKey(key: string): boolean {
  return KEYS.has(key.trim().toLowerCase())
}

export function electricalEquipmentKeys(product: Pick<Product, 'attributes' | 'categories'>): string[] {
  const fromAttribute = attributeValues(product.attributes, 'eKTG').map((v) => v.value)
  const fromCategories = product.categories.flatMap((c) => (c.categoryKey ? [c.categoryKey] : []))
  return [...fromAttribute, ...fromCategories].filter(isElectricalEquipmentKey)
}

export function ektgNoticeApplies(country: string, categoryKeys: readonly string[]): boolean {
  return country.toLowerCase() === EKTG_COUNTRY && categoryKeys.some(isElectricalEquipmentKey)
}

export function productEktgNoticeApplies(
  country: string,
  product: Pick<Product, 'attributes' | 'categories'>,
): boolean {
  return ektgNoticeApplies(country, electricalEquipmentKeys(product))
}
