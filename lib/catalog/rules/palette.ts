/**
 * Colour palette of spec 02 §3: 26 named colour codes with their hex values.
 *
 * The spec lists "four quadrant colours" without names. Read as the four segments the multi-coloured
 * dot (mehrfarbig) is drawn with, a disc split into quadrants: they are named quadrant-1 … quadrant-4
 * and MEHRFARBIG_QUADRANTS lists them in drawing order. Transparent uses an 8-digit hex with zero alpha.
 */
export const PALETTE = {
  schwarz: '#000000',
  grau: '#8c8c8c',
  gruen: '#3a8a3f',
  braun: '#7b4a26',
  beige: '#e3d3b5',
  blau: '#1f4fa3',
  gelb: '#f5d000',
  rot: '#d0202a',
  orange: '#f07d00',
  rosa: '#f4b6c7',
  weiss: '#ffffff',
  hellblau: '#8ec9ef',
  mehrfarbig: '#b05fb0',
  'quadrant-1': '#d0202a',
  'quadrant-2': '#f5d000',
  'quadrant-3': '#3a8a3f',
  'quadrant-4': '#1f4fa3',
  natur: '#f1e8d4',
  denim: '#4a6a8f',
  tuerkis: '#2bb3b1',
  gold: '#c9a23a',
  khaki: '#a59a6a',
  pink: '#e8378f',
  lila: '#7d4aa8',
  silber: '#c0c0c0',
  transparent: '#ffffff00',
} as const satisfies Record<string, `#${string}`>

export type ColourName = keyof typeof PALETTE

export const PALETTE_NAMES = Object.keys(PALETTE) as ColourName[]

export const MEHRFARBIG_QUADRANTS = ['quadrant-1', 'quadrant-2', 'quadrant-3', 'quadrant-4'] as const

export function isPaletteColour(name: string): name is ColourName {
  return Object.hasOwn(PALETTE, name)
}

export function colourHex(name: string): string | undefined {
  return isPaletteColour(name) ? PALETTE[name] : undefined
}
