/**
 * Listing and search URL parameters (spec 01 §9) → a typed request. Unknown parameters are ignored;
 * every malformed known one is reported as a problem and left out, so a page can render the clean rest
 * while an API answers 400 naming each problem. Nothing here throws.
 */
import { z } from 'zod'
import type { FieldProblem } from '@/lib/http/rules/errors'
import {
  FILTER_LIMITS,
  FILTERS,
  isThresholdFilter,
  isTokenFilter,
  type FilterDefinition,
  type FilterParam,
} from './filters'
import { DEFAULT_SORT, MAX_PAGE, PAGE_SIZE, SORT_OPTIONS, type SortOption } from './sort'

export type FilterSelection =
  | { param: FilterParam; kind: 'token'; values: string[] }
  | { param: FilterParam; kind: 'boolean' }
  /** Cents, inclusive; null = open end. */
  | { param: FilterParam; kind: 'price'; min: number | null; max: number | null }
  | { param: FilterParam; kind: 'threshold'; value: number }

export interface ListingParams {
  filters: FilterSelection[]
  sort: SortOption
  page: number
  perPage: number
}

export interface ParsedListingParams {
  value: ListingParams
  problems: FieldProblem[]
}

/** The applied filters as they stand in the URL (tracking's filterUsed, spec 02 §7; chips in the UI). */
export interface AppliedFilter {
  param: FilterParam
  values: string[]
}

// Letters, digits, spaces and the punctuation catalog values use ('50/56', 'ab 6 Monaten', '30x50').
const tokenValue = z
  .string()
  .max(FILTER_LIMITS.valueLength, `at most ${FILTER_LIMITS.valueLength} characters`)
  .regex(/^[\p{L}\p{N} ._/&+'()×,-]+$/u, 'contains characters no filter value has')
const categoryValue = z.string().regex(/^[1-9]\d{0,8}$/, 'expected a category id')
const booleanValue = z.enum(['1', 'true', '0', 'false'], { error: 'expected 1 or 0' })
const wholeUnits = z
  .string()
  .regex(/^\d{1,7}$/, 'expected whole currency units')
  .transform(Number)
  .refine((n) => n <= FILTER_LIMITS.priceMaxUnits, `at most ${FILTER_LIMITS.priceMaxUnits}`)
const priceValue = z
  .string()
  .regex(/^\d*-\d*$/, 'expected "min-max" in whole currency units, e.g. 10-50 or 10- or -50')
  .transform((text) => text.split('-') as [string, string])
  .pipe(z.tuple([z.union([z.literal(''), wholeUnits]), z.union([z.literal(''), wholeUnits])]))
  .transform(([min, max]) => ({ min: min === '' ? null : min * 100, max: max === '' ? null : max * 100 }))
  .refine((r) => r.min !== null || r.max !== null, 'give a minimum, a maximum or both')
  .refine((r) => r.min === null || r.max === null || r.min <= r.max, 'the minimum is above the maximum')
const sortValue = z.enum(SORT_OPTIONS)
// Schemas are built once: building one costs far more than parsing with it, and a listing page parses
// its parameters several times.
const positiveInts = new Map<number, z.ZodType<number, string>>()
const positiveInt = (max: number) => {
  let schema = positiveInts.get(max)
  if (!schema) {
    schema = z
      .string()
      .regex(/^\d{1,12}$/, 'expected a whole number')
      .transform(Number)
      .refine((n) => n >= 1, 'must be at least 1')
      .refine((n) => n <= max, `at most ${max}`)
    positiveInts.set(max, schema)
  }
  return schema
}

function message(error: z.ZodError): string {
  return error.issues.map((i) => i.message).join('; ')
}

interface Reader {
  problems: FieldProblem[]
  /** The single value of a parameter; undefined when absent, empty or given more than once. */
  single(name: string): string | undefined
}

function reader(params: URLSearchParams): Reader {
  const problems: FieldProblem[] = []
  return {
    problems,
    single(name) {
      const values = params.getAll(name)
      if (values.length > 1) {
        problems.push({ field: `query.${name}`, message: 'given more than once' })
        return undefined
      }
      const value = values[0]?.trim()
      return value === '' ? undefined : value
    },
  }
}

function parseFilter(
  filter: FilterDefinition,
  params: URLSearchParams,
  read: Reader,
): FilterSelection | null {
  const field = `query.${filter.param}`
  const fail = (text: string) => void read.problems.push({ field, message: text })
  if (isTokenFilter(filter)) {
    const raw = [...new Set(params.getAll(filter.param).map((v) => v.trim()))].filter((v) => v !== '')
    if (raw.length === 0) return null
    if (raw.length > FILTER_LIMITS.valuesPerFilter) {
      fail(`at most ${FILTER_LIMITS.valuesPerFilter} values`)
      return null
    }
    const schema = filter.kind === 'category' ? categoryValue : tokenValue
    const values = raw.filter((v) => {
      const parsed = schema.safeParse(v)
      if (!parsed.success) fail(`${JSON.stringify(v.slice(0, 40))}: ${message(parsed.error)}`)
      return parsed.success
    })
    return values.length > 0 ? { param: filter.param, kind: 'token', values } : null
  }
  const text = read.single(filter.param)
  if (text === undefined) return null
  if (filter.kind === 'boolean') {
    const parsed = booleanValue.safeParse(text)
    if (!parsed.success) fail(message(parsed.error))
    return parsed.success && (parsed.data === '1' || parsed.data === 'true')
      ? { param: filter.param, kind: 'boolean' }
      : null
  }
  if (filter.kind === 'price') {
    const parsed = priceValue.safeParse(text)
    if (!parsed.success) fail(message(parsed.error))
    return parsed.success ? { param: filter.param, kind: 'price', ...parsed.data } : null
  }
  if (isThresholdFilter(filter)) {
    const value = Number(text)
    if (/^\d+$/.test(text) && filter.options.includes(value)) {
      return { param: filter.param, kind: 'threshold', value }
    }
    fail(`expected one of ${filter.options.join(', ')}`)
  }
  return null
}

export function parseListingParams(params: URLSearchParams): ParsedListingParams {
  const read = reader(params)
  const filters = FILTERS.flatMap((f) => parseFilter(f, params, read) ?? [])

  let sort: SortOption = DEFAULT_SORT
  const sortText = read.single('sort')
  if (sortText !== undefined) {
    const parsed = sortValue.safeParse(sortText)
    if (parsed.success) sort = parsed.data
    else read.problems.push({ field: 'query.sort', message: `expected one of ${SORT_OPTIONS.join(', ')}` })
  }

  const number = (name: string, max: number, fallback: number) => {
    const text = read.single(name)
    if (text === undefined) return fallback
    const parsed = positiveInt(max).safeParse(text)
    if (parsed.success) return parsed.data
    read.problems.push({ field: `query.${name}`, message: message(parsed.error) })
    return fallback
  }
  const page = number('page', MAX_PAGE, 1)
  // More than the maximum page size is served at the maximum: the cap, not an error.
  const perPage = Math.min(number('perPage', Number.MAX_SAFE_INTEGER, PAGE_SIZE.default), PAGE_SIZE.max)

  return { value: { filters, sort, page, perPage }, problems: read.problems }
}

function centsToUnits(cents: number | null): string {
  return cents === null ? '' : String(Math.round(cents / 100))
}

export function appliedFilters(filters: readonly FilterSelection[]): AppliedFilter[] {
  return filters.map((f) => {
    switch (f.kind) {
      case 'token':
        return { param: f.param, values: f.values }
      case 'boolean':
        return { param: f.param, values: ['1'] }
      case 'price':
        return { param: f.param, values: [`${centsToUnits(f.min)}-${centsToUnits(f.max)}`] }
      case 'threshold':
        return { param: f.param, values: [String(f.value)] }
    }
  })
}
