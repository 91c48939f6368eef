// The performance-metrics report of spec 01 §7 (path, href, metric fields incl. name) and its p75.
import { describe, expect, it } from 'vitest'
import { pageTypeOf } from '@/lib/monitoring/rules/page-type'
import { formatVital, vitalCharts } from '@/lib/monitoring/rules/report'
import {
  p75,
  ratingOf,
  storedPath,
  vitalReportOf,
  withoutQuery,
  type MeasuredMetric,
} from '@/lib/monitoring/rules/vitals'
import { vitalReportSchema } from '@/lib/monitoring/rules/vitals-schema'

const metric = (over: Partial<MeasuredMetric> = {}): MeasuredMetric => ({
  name: 'LCP',
  value: 1234.56,
  rating: 'good',
  delta: 1234.56,
  id: 'v6-1700000000000-1234567890',
  navigationType: 'navigate',
  ...over,
})
const location = {
  origin: 'https://www.example.de',
  href: 'https://www.example.de/de/suche/?q=decke&token=abc#x',
}
const shop = { market: 'de-de', language: 'de' } as const

describe('vitalReportOf (spec 01 §7 body: path, href and the metric fields)', () => {
  it('names path, href without query or hash, the metric fields, market, language and page type', () => {
    expect(vitalReportOf(metric(), location, shop, pageTypeOf)).toEqual({
      path: '/de/suche/',
      href: 'https://www.example.de/de/suche/',
      name: 'LCP',
      value: 1235,
      rating: 'good',
      delta: 1235,
      id: 'v6-1700000000000-1234567890',
      navigationType: 'navigate',
      market: 'de-de',
      language: 'de',
      pageType: 'search',
    })
  })

  it('keeps four decimals of CLS', () => {
    const report = vitalReportOf(
      metric({ name: 'CLS', value: 0.123456, delta: 0.000049 }),
      location,
      shop,
      pageTypeOf,
    )
    expect(report.value).toBe(0.1235)
    expect(report.delta).toBe(0)
  })

  it('uses the soft navigation URL web-vitals names for the metric', () => {
    const report = vitalReportOf(
      metric({ navigationURL: 'https://www.example.de/de/p/topf-1/?ref=x' }),
      location,
      shop,
      pageTypeOf,
    )
    expect(report.path).toBe('/de/p/topf-1/')
    expect(report.pageType).toBe('product')
  })

  it('passes the endpoint schema', () => {
    expect(vitalReportSchema.safeParse(vitalReportOf(metric(), location, shop, pageTypeOf)).success).toBe(
      true,
    )
  })
})

describe('vitalReportSchema (the own endpoint checks every field)', () => {
  const valid = vitalReportOf(metric(), location, shop, pageTypeOf)
  it.each([
    ['unknown metric', { name: 'FID' }],
    ['negative value', { value: -1 }],
    ['value beyond ten minutes', { value: 600_001 }],
    ['path without slash', { path: 'de/' }],
    ['unknown market', { market: 'de-xx' }],
    ['unknown language', { language: 'en' }],
    ['unknown rating', { rating: 'great' }],
    ['unknown page type', { pageType: 'admin' }],
    ['empty id', { id: '' }],
    ['not a number', { value: 'NaN' }],
  ])('refuses %s', (_, over) => {
    expect(vitalReportSchema.safeParse({ ...valid, ...over }).success).toBe(false)
  })
  it('page type is optional', () => {
    expect(vitalReportSchema.safeParse({ ...valid, pageType: undefined }).success).toBe(true)
  })
})

describe('query strings never stay', () => {
  it.each([
    ['/de/suche/?q=anna@example.de', '/de/suche/'],
    ['/de/konto/neues-passwort/?hash=abc#top', '/de/konto/neues-passwort/'],
    ['/de/', '/de/'],
    ['', '/'],
  ])('%s → %s', (path, kept) => {
    expect(storedPath(path)).toBe(kept)
  })
  it('withoutQuery cuts at ? or #', () => {
    expect(withoutQuery('https://x.de/a/?b#c')).toBe('https://x.de/a/')
  })
})

describe('p75 (nearest rank, as CrUX)', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[1, 2, 3, 4], 3],
    [[4, 3, 2, 1], 3],
    [[1, 2, 3, 4, 5], 4],
    [[10, 20, 30, 40, 50, 60, 70, 80], 60],
  ])('%j → %s', (values, expected) => {
    expect(p75(values)).toBe(expected)
  })
})

describe('ratings by web-vitals thresholds', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.26, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 201, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
    ['FCP', 1800, 'good'],
  ] as const)('%s %s → %s', (name, value, rating) => {
    expect(ratingOf(name, value)).toBe(rating)
  })
})

describe('vitalCharts (monitoring page bars)', () => {
  it('one chart per vital, bars per page type in the page-type order, scaled to fit the poor threshold', () => {
    const charts = vitalCharts([
      { name: 'LCP', market: 'de-de', pageType: 'product', p75: 2000, samples: 3 },
      { name: 'LCP', market: 'de-at', pageType: 'home', p75: 8000, samples: 1 },
      { name: 'LCP', market: 'de-de', pageType: 'home', p75: 1000, samples: 2 },
    ])
    expect(charts.map((c) => c.name)).toEqual(['CLS', 'INP', 'LCP', 'FCP', 'TTFB'])
    const lcp = charts.find((c) => c.name === 'LCP')!
    expect(lcp.scaleMax).toBe(8000)
    expect(lcp.bars.map((b) => [b.pageType, b.market, b.percent, b.rating])).toEqual([
      ['home', 'de-at', 100, 'poor'],
      ['home', 'de-de', 12.5, 'good'],
      ['product', 'de-de', 25, 'good'],
    ])
    expect(charts.find((c) => c.name === 'CLS')).toEqual({ name: 'CLS', scaleMax: 0.25, bars: [] })
  })
  it('formats CLS without unit, the others in ms', () => {
    expect(formatVital('CLS', 0.0512)).toBe('0.051')
    expect(formatVital('INP', 123.6)).toBe('124 ms')
  })
})
