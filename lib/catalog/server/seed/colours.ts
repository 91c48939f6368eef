import 'server-only'

/** The demo catalog's colours: the palette with shopper labels, one colour outside it, picture colours. */
import type { LocalizedText } from '@/lib/db/schema'

/**
 * The 26 palette codes of spec 02 §3 (same names as lib/catalog/rules/palette.ts) with the shopper
 * label of each, for the farbe attribute and sibling labels. quadrant-1 … quadrant-4 are the segments
 * the multi-coloured dot is drawn with; as product colours they read as colour mixes.
 */
export const SEED_COLOURS = {
  schwarz: { de: 'Schwarz', fr: 'Noir', nl: 'Zwart' },
  grau: { de: 'Grau', fr: 'Gris', nl: 'Grijs' },
  gruen: { de: 'Grün', fr: 'Vert', nl: 'Groen' },
  braun: { de: 'Braun', fr: 'Marron', nl: 'Bruin' },
  beige: { de: 'Beige', fr: 'Beige', nl: 'Beige' },
  blau: { de: 'Blau', fr: 'Bleu', nl: 'Blauw' },
  gelb: { de: 'Gelb', fr: 'Jaune', nl: 'Geel' },
  rot: { de: 'Rot', fr: 'Rouge', nl: 'Rood' },
  orange: { de: 'Orange', fr: 'Orange', nl: 'Oranje' },
  rosa: { de: 'Rosa', fr: 'Rose pâle', nl: 'Lichtroze' },
  weiss: { de: 'Weiß', fr: 'Blanc', nl: 'Wit' },
  hellblau: { de: 'Hellblau', fr: 'Bleu clair', nl: 'Lichtblauw' },
  mehrfarbig: { de: 'Mehrfarbig', fr: 'Multicolore', nl: 'Meerkleurig' },
  'quadrant-1': { de: 'Farbmix Rot', fr: 'Mélange rouge', nl: 'Kleurenmix rood' },
  'quadrant-2': { de: 'Farbmix Gelb', fr: 'Mélange jaune', nl: 'Kleurenmix geel' },
  'quadrant-3': { de: 'Farbmix Grün', fr: 'Mélange vert', nl: 'Kleurenmix groen' },
  'quadrant-4': { de: 'Farbmix Blau', fr: 'Mélange bleu', nl: 'Kleurenmix blauw' },
  natur: { de: 'Natur', fr: 'Naturel', nl: 'Naturel' },
  denim: { de: 'Denim', fr: 'Denim', nl: 'Denim' },
  tuerkis: { de: 'Türkis', fr: 'Turquoise', nl: 'Turquoise' },
  gold: { de: 'Gold', fr: 'Doré', nl: 'Goud' },
  khaki: { de: 'Khaki', fr: 'Kaki', nl: 'Kaki' },
  pink: { de: 'Pink', fr: 'Rose vif', nl: 'Roze' },
  lila: { de: 'Lila', fr: 'Violet', nl: 'Paars' },
  silber: { de: 'Silber', fr: 'Argenté', nl: 'Zilver' },
  transparent: { de: 'Transparent', fr: 'Transparent', nl: 'Transparant' },
} as const satisfies Record<string, LocalizedText>

export type SeedColour = keyof typeof SEED_COLOURS
export const SEED_COLOUR_CODES = Object.keys(SEED_COLOURS) as SeedColour[]

/**
 * A colour outside the palette, as real catalogs have: colour dots skip sets holding it (spec 02 §5).
 * Its pictures use the grey look.
 */
export const OFF_PALETTE_COLOUR = {
  code: 'anthrazit',
  label: { de: 'Anthrazit', fr: 'Anthracite', nl: 'Antraciet' },
}

export function colourLabel(code: string): LocalizedText {
  if (code === OFF_PALETTE_COLOUR.code) return OFF_PALETTE_COLOUR.label
  return (SEED_COLOURS as Record<string, LocalizedText>)[code] ?? { de: code, fr: code, nl: code }
}

/** The picture colour of a code: every palette code has its own, anything else looks grey. */
export function imageColour(code: string): SeedColour {
  return code in SEED_COLOURS ? (code as SeedColour) : 'grau'
}
