/**
 * Reference key display of spec 01 §5: dots removed, cut to 7 characters, then leading zeros removed
 * (in that order: the cut counts the zeros, '0012.345.678' → '0012345' → '12345').
 */
export const REFERENCE_KEY_DISPLAY_LENGTH = 7

export function displayReferenceKey(referenceKey: string): string {
  return referenceKey.replaceAll('.', '').slice(0, REFERENCE_KEY_DISPLAY_LENGTH).replace(/^0+/, '')
}
