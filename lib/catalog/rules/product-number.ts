/** Spec 01 §2: the product number is the last dash-separated segment of the pdp parameter. */
export function productNumberFromPdp(pdp: string): string {
  const segments = pdp.split('-')
  return segments[segments.length - 1] ?? ''
}
