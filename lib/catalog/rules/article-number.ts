/**
 * Article number of a variant (spec 01 §5, spec 02 §3): the part of its referenceKey before the first
 * underscore; the whole key when it has none.
 */
export function articleNumber(referenceKey: string): string {
  const cut = referenceKey.indexOf('_')
  return cut === -1 ? referenceKey : referenceKey.slice(0, cut)
}
