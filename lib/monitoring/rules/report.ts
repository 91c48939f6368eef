/**
 * The monitoring page's charts (issue 12 item 5): per vital, one bar per page type and market with its
 * p75, scaled so the "poor" threshold always fits (a page of good values does not look alarming), coloured
 * by web-vitals' rating. Pure.
 */
import { PAGE_TYPES, type PageType } from './page-type'
import { ratingOf, VITAL_NAMES, VITAL_THRESHOLDS, type VitalName } from './vitals'

export interface SummaryRow {
  name: VitalName
  market: string
  pageType: PageType
  p75: number
  samples: number
}

export interface ChartBar {
  pageType: PageType
  market: string
  p75: number
  samples: number
  /** Bar length, 0 … 100 % of the chart's scale. */
  percent: number
  rating: ReturnType<typeof ratingOf>
}

export interface VitalChart {
  name: VitalName
  /** The value at 100 %: the larger of the largest p75 and the poor threshold. */
  scaleMax: number
  bars: ChartBar[]
}

export function vitalCharts(rows: readonly SummaryRow[]): VitalChart[] {
  return VITAL_NAMES.map((name) => {
    const own = rows.filter((row) => row.name === name)
    const scaleMax = Math.max(VITAL_THRESHOLDS[name][1], ...own.map((row) => row.p75))
    const bars = own
      .map((row) => ({
        pageType: row.pageType,
        market: row.market,
        p75: row.p75,
        samples: row.samples,
        percent: scaleMax > 0 ? Math.round((row.p75 / scaleMax) * 1000) / 10 : 0,
        rating: ratingOf(name, row.p75),
      }))
      .sort(
        (a, b) =>
          PAGE_TYPES.indexOf(a.pageType) - PAGE_TYPES.indexOf(b.pageType) || a.market.localeCompare(b.market),
      )
    return { name, scaleMax, bars }
  })
}

/** A vital's value as shown: CLS with three decimals, the others in whole milliseconds. */
export function formatVital(name: VitalName, value: number): string {
  return name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`
}
