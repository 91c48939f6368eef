/**
 * The performance-metrics report of spec 01 §7 ("after each route change a performance-metrics POST with
 * a JSON body (path, href and the metric fields including name)"): its shape, checked by the shop's own
 * endpoint (./vitals-schema.ts), and what may be kept of it. Anonymous by construction: no query string, no hash, no user or
 * session id; the metric id is web-vitals' random per-page-load id. Pure, browser-safe.
 */
import type { Language, MarketCode } from '@/lib/config/markets'
import type { PageType } from './page-type'

export const VITAL_NAMES = ['CLS', 'INP', 'LCP', 'FCP', 'TTFB'] as const
export type VitalName = (typeof VITAL_NAMES)[number]
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const

/** The body of one report (checked by vitalReportSchema on the shop's own endpoint). */
export interface VitalReport {
  path: string
  href: string
  name: VitalName
  value: number
  rating: (typeof VITAL_RATINGS)[number]
  delta: number
  id: string
  navigationType: (typeof NAVIGATION_TYPES)[number]
  market: MarketCode
  language: Language
  pageType?: PageType
}

/** A path or address without query string and hash (tokens, e-mail addresses and search terms live there). */
export function withoutQuery(address: string): string {
  return address.split(/[?#]/)[0]!
}

/** The path that is kept: no query, no hash, at most 512 characters. */
export function storedPath(path: string): string {
  return withoutQuery(path).slice(0, 512) || '/'
}

/**
 * The 75th percentile (nearest-rank, as CrUX reports vitals): the value 75 % of page loads stay under.
 * Empty input has none.
 */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!
}

/** web-vitals' thresholds (good ≤ first, poor > second), to colour the p75 on the monitoring page. */
export const VITAL_THRESHOLDS: Record<VitalName, readonly [number, number]> = {
  CLS: [0.1, 0.25],
  INP: [200, 500],
  LCP: [2500, 4000],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
}

export function ratingOf(name: VitalName, value: number): (typeof VITAL_RATINGS)[number] {
  const [good, poor] = VITAL_THRESHOLDS[name]
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor'
}

/** What web-vitals hands the reporter (the fields of its Metric the report needs). */
export interface MeasuredMetric {
  name: VitalName
  value: number
  rating: (typeof VITAL_RATINGS)[number]
  delta: number
  id: string
  navigationType: VitalReport['navigationType']
  navigationURL?: string
}

/**
 * The report of one metric: the address it was measured for (web-vitals names it for soft navigations,
 * else the page's), without query string or hash; rounded like web-vitals' own examples (CLS to 4 places).
 */
export function vitalReportOf(
  metric: MeasuredMetric,
  location: { origin: string; href: string },
  shop: { market: VitalReport['market']; language: VitalReport['language'] },
  pageTypeOfPath: (path: string) => VitalReport['pageType'],
): VitalReport {
  const address = new URL(metric.navigationURL || location.href, location.origin)
  const path = storedPath(address.pathname)
  const round = (n: number) => (metric.name === 'CLS' ? Math.round(n * 10_000) / 10_000 : Math.round(n))
  return {
    path,
    href: `${address.origin}${path}`,
    name: metric.name,
    value: round(metric.value),
    rating: metric.rating,
    delta: round(metric.delta),
    id: metric.id,
    navigationType: metric.navigationType,
    market: shop.market,
    language: shop.language,
    pageType: pageTypeOfPath(path),
  }
}
