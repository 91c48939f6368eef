/** WCAG 2.2 contrast ratio of two sRGB colours (success criterion 1.4.3: 4.5:1 for normal text). */

/** The minimum ratio for normal-size text at level AA. */
export const AA_TEXT_CONTRAST = 4.5

function channel(value: number): number {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** Relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`)
  const [r, g, b] = match.slice(1).map((part) => channel(parseInt(part, 16))) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** (lighter + 0.05) / (darker + 0.05), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}
