import { displayReferenceKey } from './reference-key'

/**
 * Article number of a variant (spec 01 §5, spec 02 §3): the part of its referenceKey before the first
 * underscore; the whole key when it has none.
 */
export function articleNumber(referenceKey: string): string {
  const cut = referenceKey.indexOf('_')
  return cut === -1 ? referenceKey : referenceKey.slice(0, cut)
}

/**
 * The article number as every page, mail and document shows it (spec 01 §5): the article number,
 * shown by the reference-key display rule (dots removed, cut to 7, leading zeros removed), so the
 * product page, basket, wishlist, orders, mails and invoices all read "100300" for "0100300_01_02".
 */
export function shownArticleNumber(referenceKey: string): string {
  return displayReferenceKey(articleNumber(referenceKey))
}
