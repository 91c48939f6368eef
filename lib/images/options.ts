/**
 * Image options of spec 01 §5 and spec 02 §5: blur, quality and brightness, format and rotation. A value
 * outside the rules is dropped (the image is delivered without that filter), never clamped.
 *
 * The range: spec 01 §5 says "within 0 to 100", spec 02 §5 "0 to 100 exclusive". We take the narrower,
 * exclusive reading, as Storyblok's own rich-text renderer does: 0 means "no filter" for blur and
 * brightness and would be an empty image for quality, and 100 is refused alike. So 1–99 apply, 0 and
 * 100 are dropped. Only whole numbers apply: the image service's filters take integers.
 */
export const IMAGE_FORMATS = ['webp', 'png', 'jpeg'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]
/** Rotations applied; 0 is accepted as "no rotation" and produces no filter. */
export const IMAGE_ROTATIONS = [90, 180, 270] as const
export type ImageRotation = (typeof IMAGE_ROTATIONS)[number]
/** Exclusive bounds of blur, quality and brightness. */
export const IMAGE_PERCENT_RANGE = { min: 0, max: 100 } as const

export interface ImageFilters {
  blur?: number
  quality?: number
  brightness?: number
  format?: ImageFormat
  rotate?: ImageRotation
}

export const isImagePercent = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value > IMAGE_PERCENT_RANGE.min &&
  value < IMAGE_PERCENT_RANGE.max

export const isImageFormat = (value: unknown): value is ImageFormat =>
  (IMAGE_FORMATS as readonly unknown[]).includes(value)

export const isImageRotation = (value: unknown): value is ImageRotation =>
  (IMAGE_ROTATIONS as readonly unknown[]).includes(value)

// Loose on purpose: the filters come from content or a caller's options; the checks below decide.
// A plain check, not zod: the rich text renders in the browser too, where zod added 23 kB gz to the
// pages showing it (issue 15 item 3).
const asRecord = (raw: unknown): Record<string, unknown> | null =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null

/** The filters of `raw` that lie within the rules; anything else is left out. */
export function sanitizeImageFilters(raw: unknown): ImageFilters {
  const parsed = asRecord(raw)
  if (!parsed) return {}
  const { blur, quality, brightness, format, rotate } = parsed
  const filters: ImageFilters = {}
  if (isImagePercent(blur)) filters.blur = blur
  if (isImagePercent(quality)) filters.quality = quality
  if (isImagePercent(brightness)) filters.brightness = brightness
  if (isImageFormat(format)) filters.format = format
  if (isImageRotation(rotate)) filters.rotate = rotate
  return filters
}

/** Image dimensions in CSS pixels; other values (negative, fractional, absurd) are left out. */
export const MAX_IMAGE_DIMENSION = 4000

export const isImageDimension = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_IMAGE_DIMENSION

/** Options a rich-text image may be rendered with (the caller's choice, filtered by the rules). */
export interface ImageOptions {
  width?: number
  height?: number
  filters?: ImageFilters
}

export function sanitizeImageOptions(raw: unknown): ImageOptions {
  const parsed = asRecord(raw)
  if (!parsed) return {}
  const options: ImageOptions = {}
  if (isImageDimension(parsed.width)) options.width = parsed.width
  if (isImageDimension(parsed.height)) options.height = parsed.height
  const filters = sanitizeImageFilters(parsed.filters)
  if (Object.keys(filters).length > 0) options.filters = filters
  return options
}
