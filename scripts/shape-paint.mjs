// The paint the product illustrations share: fixed material colours, and the outline that white and
// transparent fills need.

/** @typedef {{ fill: string, dark: string, light: string, stroke: string }} Paint */

export const METAL = '#5b5f66'
export const WOOD = '#b98a5a'
export const GLASS = '#cfe6f2'
export const INK = '#2d2f33'

/** @param {Paint} p */
export const outline = (p) => (p.stroke === 'none' ? '' : ` stroke="${p.stroke}" stroke-width="4"`)
