/**
 * Ratings (spec 02 §3, §5): the average is the label of durchschnittBewertungen, the count the value of
 * anzahlBewertungen. Stars are 5, each filled by a fraction of the average clamped to 0..5.
 */
import type { Attributes, Rating } from '@/lib/catalog/rules/types'
import { firstAttribute } from './attributes'

export const RATING_STARS = 5

function parseNumber(text: string | undefined): number {
  // Labels are localised: '4,3' in German and French catalogs.
  return text === undefined ? Number.NaN : Number(text.trim().replace(',', '.'))
}

/** Null when the product has no usable rating (no average, or no reviews counted). */
export function readRating(attributes: Attributes): Rating | null {
  const value = parseNumber(firstAttribute(attributes, 'durchschnittBewertungen')?.label)
  const quantity = parseNumber(firstAttribute(attributes, 'anzahlBewertungen')?.value)
  if (!Number.isFinite(value) || !Number.isFinite(quantity) || quantity <= 0) return null
  return { value: clampRating(value), quantity: Math.floor(quantity) }
}

export function clampRating(value: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.min(RATING_STARS, Math.max(0, value))
}

/** Fill of each of the 5 stars, 0..1; rounded to hundredths so 3.4 gives 0.4, not 0.3999…. */
export function ratingStars(value: number): number[] {
  const rating = clampRating(value)
  return Array.from(
    { length: RATING_STARS },
    (_, i) => Math.round(Math.min(1, Math.max(0, rating - i)) * 100) / 100,
  )
}
