/**
 * The size advisor of spec 02 §2 ("product attribute advisor", spec 01 §9: the attribute advisor is
 * groessenberater). It turns the size values the variants differ by into measurable guidance:
 * body length and age for baby clothing (doppelgroesse) and sleeping bags (asGro), width, length and
 * area for dimensions, the hob zone for pot and pan diameters, the diagonal and viewing distance for
 * screens (all masse). Volumes and other values are no sizes to advise on: no advisor then.
 */
import { LISTING } from '@/lib/config/constants'
import type { VariantOption } from './variant-options'

export const SIZE_ADVISOR_NAME = LISTING.attributeAdvisor

interface Row {
  value: string
  label: string
}
export interface BodyRow extends Row {
  /** Body length in cm the size fits, inclusive. */
  bodyFrom: number
  bodyTo: number
  /** Usual age in months for that body length. */
  ageFrom: number
  ageTo: number
}
export interface DimensionsRow extends Row {
  widthCm: number
  lengthCm: number
  /** Area in m², two decimals. */
  areaM2: number
}
export interface DiameterRow extends Row {
  diameterCm: number
}
export interface ScreenRow extends Row {
  inches: number
  diagonalCm: number
  /** Recommended viewing distance in cm: 1.5 to 2.5 times the diagonal. */
  distanceFromCm: number
  distanceToCm: number
}

export type SizeAdvice =
  | { kind: 'clothing'; rows: BodyRow[] }
  | { kind: 'sleepingBag'; rows: BodyRow[] }
  | { kind: 'dimensions'; rows: DimensionsRow[] }
  | { kind: 'diameter'; rows: DiameterRow[] }
  | { kind: 'screen'; rows: ScreenRow[] }

/**
 * Clothing size (= body length in cm, the German Konfektionsgröße for babies and children) and the
 * usual age in months at which a child wears it.
 */
const CLOTHING_AGE: ReadonlyArray<readonly [size: number, ageFrom: number, ageTo: number]> = [
  [50, 0, 1],
  [56, 1, 2],
  [62, 2, 4],
  [68, 4, 6],
  [74, 6, 9],
  [80, 9, 12],
  [86, 12, 18],
  [92, 18, 24],
  [98, 24, 36],
  [104, 36, 48],
  [110, 48, 60],
  [116, 60, 72],
  [122, 72, 84],
  [128, 84, 96],
]
/** Sizes step by 6 cm: a size fits from just above the size below it. */
const SIZE_STEP = 6

/** The usual age (months) of a child of this body length: the row of the smallest size that fits it. */
export function ageForBodyLength(cm: number): { from: number; to: number } | null {
  const row = CLOTHING_AGE.find(([size]) => size >= cm)
  return row ? { from: row[1], to: row[2] } : null
}

/** '62/68' or '74' → the body lengths it fits (from just above the size below to the largest size). */
export function clothingRow(value: string, label: string): BodyRow | null {
  const sizes = value.split('/').map((part) => Number(part.trim()))
  if (sizes.length === 0 || sizes.some((s) => !Number.isInteger(s) || s < 40 || s > 200)) return null
  const bodyFrom = Math.min(...sizes) - SIZE_STEP + 1
  const bodyTo = Math.max(...sizes)
  const from = ageForBodyLength(bodyFrom)
  const to = ageForBodyLength(bodyTo)
  if (!from || !to) return null
  return { value, label, bodyFrom, bodyTo, ageFrom: from.from, ageTo: to.to }
}

/**
 * Sleeping bag length: body length minus the head plus room to grow, so a bag fits children about
 * 2 to 20 cm shorter than itself.
 */
export function sleepingBagRow(value: string, label: string): BodyRow | null {
  const length = Number(value.replace(/\s*cm$/i, ''))
  if (!Number.isInteger(length) || length < 50 || length > 150) return null
  const bodyFrom = length - 20
  const bodyTo = length - 2
  const from = ageForBodyLength(bodyFrom)
  const to = ageForBodyLength(bodyTo)
  if (!from || !to) return null
  return { value, label, bodyFrom, bodyTo, ageFrom: from.from, ageTo: to.to }
}

const DIMENSIONS = /^(\d{1,4})\s*x\s*(\d{1,4})$/i
const DIAMETER = /^d(\d{1,3})$/i
const INCHES = /^(\d{2,3})$/
const INCH_CM = 2.54

export function dimensionsRow(value: string, label: string): DimensionsRow | null {
  const match = DIMENSIONS.exec(value.trim())
  if (!match) return null
  const widthCm = Number(match[1])
  const lengthCm = Number(match[2])
  if (widthCm === 0 || lengthCm === 0) return null
  return { value, label, widthCm, lengthCm, areaM2: Math.round((widthCm * lengthCm) / 100) / 100 }
}

export function diameterRow(value: string, label: string): DiameterRow | null {
  const match = DIAMETER.exec(value.trim())
  return match ? { value, label, diameterCm: Number(match[1]) } : null
}

/** A masse value of whole inches ('55'), told apart from plain centimetres by its label ('55 Zoll'). */
export function screenRow(value: string, label: string): ScreenRow | null {
  const match = INCHES.exec(value.trim())
  if (!match || !/zoll|pouce|inch|"/i.test(label)) return null
  const inches = Number(match[1])
  const diagonalCm = Math.round(inches * INCH_CM)
  return {
    value,
    label,
    inches,
    diagonalCm,
    distanceFromCm: Math.round(diagonalCm * 1.5),
    distanceToCm: Math.round(diagonalCm * 2.5),
  }
}

/** Every row or none: an advisor that can speak only of some sizes would mislead. */
function all<T>(rows: Array<T | null>): T[] | null {
  return rows.length > 0 && rows.every((r) => r !== null) ? (rows as T[]) : null
}

/**
 * The advice for the product's variants, or null when they differ by no size the advisor knows.
 * Options must differ by exactly one attribute (see variantAxis).
 */
export function sizeAdvice(
  axis: string | null,
  options: readonly Pick<VariantOption, 'values'>[],
): SizeAdvice | null {
  if (axis === null || options.length < 2) return null
  const values = options.map((o) => o.values.find((v) => v.key === axis)).filter((v) => v !== undefined)
  if (values.length !== options.length) return null
  // One row per size: variants may repeat a size in another finish.
  const unique = [...new Map(values.map((v) => [v.value, v])).values()]
  const map = <T>(row: (value: string, label: string) => T | null) =>
    all(unique.map((v) => row(v.value, v.label)))
  if (axis === 'doppelgroesse') {
    const rows = map(clothingRow)
    return rows && { kind: 'clothing', rows }
  }
  if (axis === 'asGro') {
    const rows = map(sleepingBagRow)
    return rows && { kind: 'sleepingBag', rows }
  }
  if (axis === 'masse') {
    const dimensions = map(dimensionsRow)
    if (dimensions) return { kind: 'dimensions', rows: dimensions }
    const diameters = map(diameterRow)
    if (diameters) return { kind: 'diameter', rows: diameters }
    const screens = map(screenRow)
    if (screens) return { kind: 'screen', rows: screens }
  }
  return null
}
