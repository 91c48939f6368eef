/**
 * Colour dots on product cards (spec 02 §5): only colour sets in which every colour is in the palette
 * are shown; the dots show only when more than one such set exists; at most 5 are shown, plus '+N'
 * for the rest. Colour codes are compared trimmed and lowercased; an empty set is not a colour.
 */
import type { ColourName } from './palette'
import { PALETTE, isPaletteColour } from './palette'

export const COLOUR_DOTS_MAX = 5

export interface ColourDot {
  colours: Array<{ name: ColourName; hex: string }>
}

export interface ColourDots {
  dots: ColourDot[]
  /** Known sets beyond the first 5, shown as '+N'; 0 means no '+N'. */
  more: number
}

function knownSet(set: readonly string[]): ColourDot | null {
  if (set.length === 0) return null
  const colours: ColourDot['colours'] = []
  for (const raw of set) {
    const name = raw.trim().toLowerCase()
    if (!isPaletteColour(name)) return null
    colours.push({ name, hex: PALETTE[name] })
  }
  return { colours }
}

/** Null when the card shows no dots. */
export function colourDots(colorsList: ReadonlyArray<readonly string[]>): ColourDots | null {
  const known = colorsList.map(knownSet).filter((d): d is ColourDot => d !== null)
  if (known.length <= 1) return null
  return { dots: known.slice(0, COLOUR_DOTS_MAX), more: Math.max(0, known.length - COLOUR_DOTS_MAX) }
}
