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

/**
 * The numbers a page is judged by, relative to the baseline of the same run. JS is compared by
 * difference, not ratio: the baseline's JS is the framework's floor, what a page adds is ours.
 * @param {Metrics} page
 * @param {Metrics | undefined} baseline
 */
export function relativeMetrics(page, baseline) {
  return {
    reqRatio: ratio(page.reqPerSec, baseline?.reqPerSec),
    p99Ratio: ratio(page.p99Ms, baseline?.p99Ms),
    perfRatio: ratio(page.perf, baseline?.perf),
    extraJsKb:
      page.jsKbGz == null || baseline?.jsKbGz == null
        ? null
        : Math.round((page.jsKbGz - baseline.jsKbGz) * 10) / 10,
  }
}

/** Each budget key: which number it reads and which way is good. */
const RULES = /** @type {const} */ ({
  minReqRatio: { metric: 'reqRatio', atLeast: true },
  maxP99Ratio: { metric: 'p99Ratio', atLeast: false },
  maxJsKb: { metric: 'jsKbGz', atLeast: false },
  maxExtraJsKb: { metric: 'extraJsKb', atLeast: false },
  minPerfRatio: { metric: 'perfRatio', atLeast: true },
  minA11y: { metric: 'a11y', atLeast: true },
})

/** @typedef {keyof typeof RULES} BudgetKey */
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

/**
 * Short words for the table: `ok`, `n/a`, or the failed rules with their numbers.
 * @param {Verdict[]} verdicts
 */
export function summarizeVerdicts(verdicts) {
  if (verdicts.length === 0) return '-'
  const failed = verdicts.filter((v) => v.verdict === 'fail')
  if (failed.length > 0) return `FAIL ${failed.map((v) => `${v.rule} ${v.actual} vs ${v.limit}`).join('; ')}`
  return verdicts.every((v) => v.verdict === 'n/a')
    ? 'n/a'
    : verdicts.some((v) => v.verdict === 'n/a')
      ? 'ok (partial)'
      : 'ok'
}
