/**
 * Catalog attribute keys the shop reads beyond those spec 01 §3 names, in one place for the seed
 * (which writes them) and the views (which read them).
 */

/** attributes: the product's safety and warning notes, multi-valued, for the warnings panel. */
export const WARNINGS_ATTRIBUTE = 'warnhinweise'

/** advancedAttributes: the product's documents (data sheet, manual) for the downloads panel. */
export const DOWNLOADS_ATTRIBUTE = 'downloads'
