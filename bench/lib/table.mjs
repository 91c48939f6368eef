// The table `npm run bench` prints: each figure, and in a budgeted cell the budget and its verdict.
import { limitLabel } from './compare.mjs'

/**
 * @typedef {{ header: string, align: 'left' | 'right', value: (page: any) => unknown,
 *   budget?: import('./compare.mjs').BudgetKey[] }} Column
 */

/** `-` for anything not measured, so a gap never looks like a zero. */
export function cell(/** @type {unknown} */ value, /** @type {string} */ suffix = '') {
  if (value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value)))
    return '-'
  return `${value}${suffix}`
}

const VERDICT_WORD = { pass: 'PASS', fail: 'FAIL', 'n/a': 'n/a' }

/** @type {Column[]} */
export const COLUMNS = [
  { header: 'page', align: 'left', value: (p) => p.name },
  {
    header: 'status',
    align: 'left',
    value: (p) => (p.error ? `${p.status?.label ?? 'error'} (${p.error})` : p.status?.label),
  },
  { header: 'req/s', align: 'right', value: (p) => p.load?.reqPerSec },
  { header: 'x 6kB', align: 'right', value: (p) => p.relative?.reqRatio, budget: ['minReqRatio'] },
  {
    header: 'x same-size',
    align: 'right',
    value: (p) => p.relative?.sizedReqRatio,
    budget: ['minSizedReqRatio'],
  },
  { header: 'p99 ms', align: 'right', value: (p) => p.load?.p99Ms },
  { header: 'p99 x 6kB', align: 'right', value: (p) => p.relative?.p99Ratio, budget: ['maxP99Ratio'] },
  { header: 'non-2xx', align: 'right', value: (p) => p.load?.non2xx },
  { header: 'CPU ms/req', align: 'right', value: (p) => p.load?.cpuMsPerReq },
  {
    header: '1st render CPU ms',
    align: 'right',
    value: (p) => p.firstRender?.cpuMsMean,
    budget: ['maxFirstRenderCpuMs'],
  },
  // The bare page padded to the same HTML size, rendered per request: the framework's own part.
  { header: 'bare same-size 1st ms', align: 'right', value: (p) => p.firstRender?.bare?.cpuMsMean },
  { header: 'cache', align: 'left', value: (p) => p.cache },
  { header: 'HTML kB', align: 'right', value: (p) => p.html?.htmlKb, budget: ['maxHtmlKb'] },
  { header: 'inline JS kB', align: 'right', value: (p) => p.html?.inlineScriptKb },
  { header: 'JS kB gz', align: 'right', value: (p) => p.js?.jsKbGz, budget: ['maxJsKb'] },
  { header: '+JS kB gz', align: 'right', value: (p) => p.relative?.extraJsKb, budget: ['maxExtraJsKb'] },
  { header: 'perf', align: 'right', value: (p) => p.lighthouse?.perf, budget: ['minPerfRatio'] },
  { header: 'perf -pts', align: 'right', value: (p) => p.relative?.perfDrop, budget: ['maxPerfDrop'] },
  { header: 'a11y', align: 'right', value: (p) => p.lighthouse?.a11y, budget: ['minA11y'] },
  { header: 'bp', align: 'right', value: (p) => p.lighthouse?.bp },
  { header: 'seo', align: 'right', value: (p) => p.lighthouse?.seo },
  { header: 'CLS', align: 'right', value: (p) => p.lighthouse?.cls },
  { header: 'verdict', align: 'left', value: (p) => verdictOf(p.budget ?? []) },
]

/**
 * A figure, followed by each budget the page has on it and the verdict: `75.3 ≤100 PASS`.
 * @param {Column} column @param {any} page
 */
export function budgetCell(column, page) {
  const text = cell(column.value(page))
  const verdicts = /** @type {import('./compare.mjs').Verdict[]} */ (page.budget ?? []).filter((v) =>
    column.budget?.includes(v.rule),
  )
  return [text, ...verdicts.map((v) => `${limitLabel(v.rule, v.limit)} ${VERDICT_WORD[v.verdict]}`)].join(' ')
}

/**
 * The page's verdict over all its budgets: FAIL when one fails, PASS when all were measured and pass.
 * @param {import('./compare.mjs').Verdict[]} verdicts
 */
export function verdictOf(verdicts) {
  if (verdicts.length === 0) return '-'
  const failed = verdicts.filter((v) => v.verdict === 'fail').length
  const unmeasured = verdicts.filter((v) => v.verdict === 'n/a').length
  if (failed > 0) return `FAIL ${failed} of ${verdicts.length}`
  if (unmeasured === verdicts.length) return 'n/a'
  return unmeasured > 0 ? `PASS (${unmeasured} not measured)` : 'PASS'
}

/**
 * A plain-text table with padded columns, readable in a terminal and in a CI log.
 * @param {Column[]} columns
 * @param {unknown[]} pages
 */
export function renderTable(columns, pages) {
  const rows = pages.map((page) => columns.map((c) => budgetCell(c, page)))
  const widths = columns.map((c, i) => Math.max(c.header.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((text, i) =>
        columns[i]?.align === 'right' ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd()
  return [line(columns.map((c) => c.header)), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join(
    '\n',
  )
}
