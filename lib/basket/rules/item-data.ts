/**
 * What a line keeps besides variant and quantity (spec 02 §3 customData, itemGroup), decided on the
 * server: personalisation texts are normalised against the product, the price promotion key is never
 * stored (it follows the quantity), and an engraved item always sits in an item group of its own.
 */
import { z } from 'zod'
import type { Product } from '@/lib/catalog/rules/types'
import type { StoredItemGroup, StoredJson } from './stored-line'
import { newItemGroupId, normaliseCustomText, type CustomText } from './personalisation'
import type { CustomDataInput } from './schemas'

/** A 400 naming the field, in the same form the route helpers use for the fields zod rejects. */
function invalidField(path: string[], message: string): never {
  throw new z.ZodError([{ code: 'custom', path, message, input: undefined }])
}

/** The texts a line keeps for this product (null: no customisation); refuses texts the product cannot take. */
export function customTextFor(
  product: Pick<Product, 'attributes' | 'advancedAttributes'>,
  customData: CustomDataInput | undefined,
): CustomText | null {
  const result = normaliseCustomText(product, customData?.customText)
  if (!result.ok) {
    const field = result.field === 'customText' ? [] : [result.field]
    invalidField(['body', 'customData', 'customText', ...field], result.message)
  }
  return result.customText
}

export function storedCustomData(customData: CustomDataInput | undefined, customText: CustomText | null) {
  const stored: StoredJson = {}
  if (customText) stored.customText = customText
  if (customData?.cPromo) stored.cPromo = customData.cPromo
  if (customData?.ffData) stored.ffData = customData.ffData
  return stored
}

/** Spec 02 §4, §9: a random 8-digit group, so two engravings of one variant never merge into one line. */
export function engravingGroup(random?: (min: number, max: number) => number): StoredItemGroup {
  return { id: newItemGroupId(random), isMainItem: true, isRequired: false }
}

/** addItem: an engraving gets a new group; otherwise the group the client asked for (bundles), or none. */
export function itemGroupForAdd(
  customText: CustomText | null,
  requested: StoredItemGroup | null | undefined,
  random?: (min: number, max: number) => number,
): StoredItemGroup | null {
  return customText ? engravingGroup(random) : (requested ?? null)
}

/**
 * updateItem: an engraved line keeps its group (or gets one when it gains a text), whatever the client
 * asks, so a later plain add can never merge into it; other lines take the requested group. undefined
 * leaves the group as it is.
 */
export function itemGroupForUpdate(
  customText: CustomText | null,
  current: StoredItemGroup | null,
  requested: StoredItemGroup | null | undefined,
  random?: (min: number, max: number) => number,
): StoredItemGroup | null | undefined {
  if (customText) return current ?? engravingGroup(random)
  return requested
}

/** The customText a stored line carries, when it has one. */
export function storedCustomText(customData: StoredJson): CustomText | null {
  const text = customData.customText
  return text && typeof text === 'object' ? (text as CustomText) : null
}
