/**
 * Personalisation of spec 01 §3 / spec 02 §3–§4: a product with personalisierterArtikel '1' takes an
 * engraving text of at most advancedAttributes.gravureLength characters under gravureHeadline.
 * A custom text of 'ohne' (without) means no customisation.
 */
import type { Product } from '@/lib/catalog/rules/types'
import { attributeIs, firstAttribute } from '@/lib/catalog/rules/attributes'

export const NO_CUSTOMISATION = 'ohne'

export interface Personalisation {
  /** The product's own headline for the text field, e.g. 'Ihr Wunschtext für die Gravur'. */
  headline: string | null
  maxLength: number
  /** Number of text fields (text1 … textN of the basket item's customText). */
  lines: number
}

/** Engraving machines take letters, digits, spaces and simple punctuation; no emoji or symbols. */
export const ENGRAVING_CHARACTERS = /^[\p{L}\p{M}\p{N} .,;:!?&'’"„“«»()+\-/]*$/u

/**
 * What the product page offers to personalise, or null. A personalised product whose gravureLength
 * is no positive number (the catalog's 'ohne') is made for the shopper but takes no text: no field.
 */
export function productPersonalisation(
  product: Pick<Product, 'attributes' | 'advancedAttributes'>,
): Personalisation | null {
  if (!attributeIs(product.attributes, 'personalisierterArtikel', '1')) return null
  const length = firstAttribute(product.advancedAttributes, 'gravureLength')?.value.trim() ?? ''
  if (!/^\d+$/.test(length) || Number(length) === 0) return null
  const headline = firstAttribute(product.advancedAttributes, 'gravureHeadline')?.label.trim()
  return { headline: headline || null, maxLength: Number(length), lines: 1 }
}

/** Spec 02 §4: 'ohne', in any case and with spaces around it, is the choice of no customisation. */
export function isNoCustomisation(text: string): boolean {
  return text.trim().toLowerCase() === NO_CUSTOMISATION
}
