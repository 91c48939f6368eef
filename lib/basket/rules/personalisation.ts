/**
 * Personalised items (spec 02 §3, §4, §9): a product whose attribute personalisierterArtikel is '1'
 * takes custom texts text1..n; a text of 'ohne' (without) means no customisation; an item with a real
 * text gets a random 8-digit item group id of its own, so two engravings never merge into one line.
 */
import { randomInt } from 'node:crypto'
import { attributeIs, firstAttribute } from '@/lib/catalog/rules/attributes'
import type { Product } from '@/lib/catalog/rules/types'
import { BASKET_LIMITS, GUEST_ITEM_GROUP_ID_DIGITS } from '@/lib/config/constants'

export const NO_CUSTOMISATION = 'ohne'
export type CustomText = Record<string, string>

const TEXT_KEY = /^text[1-9]\d?$/

export function isPersonalisedProduct(product: Pick<Product, 'attributes'>): boolean {
  return attributeIs(product.attributes, 'personalisierterArtikel', '1')
}

/** advancedAttributes.gravureLength when it is a number ('20'); anything else ('ohne') → the shop's limit. */
export function customTextMaxLength(product: Pick<Product, 'advancedAttributes'>): number {
  const raw = firstAttribute(product.advancedAttributes, 'gravureLength')?.value
  const length = raw !== undefined && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN
  return length > 0 ? length : BASKET_LIMITS.maxCustomTextLength
}

/** True for a text that says "no customisation": empty or 'ohne' in any case. */
export function meansNoCustomisation(text: string): boolean {
  const t = text.trim()
  return t === '' || t.toLowerCase() === NO_CUSTOMISATION
}

export type CustomTextResult =
  | { ok: true; customText: CustomText | null }
  | { ok: false; field: string; message: string }

/**
 * The texts an item keeps: only text1..n, trimmed, without the 'ohne'/empty ones; null when nothing is
 * left (no customisation). Texts on a product that is not personalised are refused, as are texts
 * longer than the product allows.
 */
export function normaliseCustomText(
  product: Pick<Product, 'attributes' | 'advancedAttributes'>,
  input: Record<string, string> | undefined,
): CustomTextResult {
  const kept: CustomText = {}
  for (const [key, value] of Object.entries(input ?? {})) {
    if (!TEXT_KEY.test(key)) return { ok: false, field: key, message: 'expected text1..n' }
    if (!meansNoCustomisation(value)) kept[key] = value.trim()
  }
  if (Object.keys(kept).length === 0) return { ok: true, customText: null }
  if (!isPersonalisedProduct(product)) {
    return { ok: false, field: 'customText', message: 'this product takes no personalisation' }
  }
  const max = customTextMaxLength(product)
  for (const [key, value] of Object.entries(kept)) {
    if ([...value].length > max) return { ok: false, field: key, message: `at most ${max} characters` }
  }
  return { ok: true, customText: kept }
}

/** A random item group id of 8 digits (spec 02 §9), never starting with 0 so it keeps its length as a number. */
export function newItemGroupId(random: (min: number, max: number) => number = randomInt): string {
  const min = 10 ** (GUEST_ITEM_GROUP_ID_DIGITS - 1)
  return String(random(min, 10 ** GUEST_ITEM_GROUP_ID_DIGITS))
}
