/**
 * value / base, rounded to 2 digits; null when either side is missing or the base is 0, so a page
 * without a measurement never gets a made-up ratio.
 * @param {number | null | undefined} value
 * @param {number | null | undefined} base
 */
export function ratio(value, base) {
  if (value == null || base == null || base === 0) return null
  return Math.round((value / base) * 100) / 100
}

/**
 * @typedef {{ reqPerSec: number | null, p99Ms: number | null, jsKbGz: number | null, perf: number | null,
 *   a11y: number | null }} Metrics
 */

/** @param {number | null | undefined} a @param {number | null | undefined} b */
function difference(a, b) {
  return a == null || b == null ? null : Math.round((a - b) * 10) / 10
}

/**
 * The numbers a page is judged by, relative to the baselines of the same run: the 6 kB bare page and the
 * bare page of the product page's size (issue 15 item 5), whose ratio tells our code's cost from the
 * framework's cost of that many bytes. JS is compared by difference, not ratio: the baseline's JS is the
 * framework's floor, what a page adds is ours; so is Lighthouse performance, whose budget is in points.
 * @param {Metrics} page
 * @param {Metrics | undefined} baseline
 * @param {Pick<Metrics, 'reqPerSec' | 'p99Ms'> | undefined} [sized] the same-size bare page
 */
export function relativeMetrics(page, baseline, sized) {
  return {
    reqRatio: ratio(page.reqPerSec, baseline?.reqPerSec),
    p99Ratio: ratio(page.p99Ms, baseline?.p99Ms),
    sizedReqRatio: ratio(page.reqPerSec, sized?.reqPerSec),
    sizedP99Ratio: ratio(page.p99Ms, sized?.p99Ms),
    perfRatio: ratio(page.perf, baseline?.perf),
    perfDrop: difference(baseline?.perf, page.perf),
    extraJsKb: difference(page.jsKbGz, baseline?.jsKbGz),
  }
}

/** Each budget key: which number it reads and which way is good. */
const RULES = /** @type {const} */ ({
  minReqRatio: { metric: 'reqRatio', atLeast: true },
  minSizedReqRatio: { metric: 'sizedReqRatio', atLeast: true },
  maxP99Ratio: { metric: 'p99Ratio', atLeast: false },
  maxHtmlKb: { metric: 'htmlKb', atLeast: false },
  maxJsKb: { metric: 'jsKbGz', atLeast: false },
  maxExtraJsKb: { metric: 'extraJsKb', atLeast: false },
  maxFirstRenderCpuMs: { metric: 'firstRenderCpuMs', atLeast: false },
  minPerfRatio: { metric: 'perfRatio', atLeast: true },
  maxPerfDrop: { metric: 'perfDrop', atLeast: false },
  minA11y: { metric: 'a11y', atLeast: true },
})

/** @typedef {keyof typeof RULES} BudgetKey */

/** The number a budget key reads, e.g. `sizedReqRatio` for `minSizedReqRatio`. @param {BudgetKey} key */
export function budgetMetric(key) {
  return RULES[key].metric
}

/** How the table shows a limit: `≥0.8`, `≤100`. @param {BudgetKey} key @param {number} limit */
export function limitLabel(key, limit) {
  return `${RULES[key].atLeast ? '≥' : '≤'}${limit}`
}
/** @typedef {{ rule: BudgetKey, limit: number, actual: number | null, verdict: 'pass' | 'fail' | 'n/a' }} Verdict */

/**
 * One verdict per budget entry; 'n/a' when the number was not measured (e.g. Lighthouse skipped).
 * @param {Partial<Record<BudgetKey, number>> | undefined} budget
 * @param {Record<string, number | null>} values metrics and ratios of the page
 * @returns {Verdict[]}
 */
export function budgetVerdicts(budget, values) {
  if (!budget) return []
  return Object.entries(budget).flatMap(([key, limit]) => {
    const rule = RULES[/** @type {BudgetKey} */ (key)]
    if (!rule || limit === undefined) return []
    const actual = values[rule.metric] ?? null
    const verdict =
      actual === null ? 'n/a' : (rule.atLeast ? actual >= limit : actual <= limit) ? 'pass' : 'fail'
    return [{ rule: /** @type {BudgetKey} */ (key), limit, actual, verdict }]
  })
}
