import { summarizeVerdicts } from './compare.mjs'

/** @typedef {{ header: string, align: 'left' | 'right', value: (page: any) => unknown }} Column */

/** `-` for anything not measured, so a gap never looks like a zero. */
export function cell(/** @type {unknown} */ value, /** @type {string} */ suffix = '') {
  if (value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value)))
    return '-'
  return `${value}${suffix}`
}

/** @type {Column[]} */
export const COLUMNS = [
  { header: 'page', align: 'left', value: (p) => p.name },
  {
    header: 'status',
    align: 'left',
    value: (p) => (p.error ? `${p.status?.label ?? 'error'} (${p.error})` : p.status?.label),
  },
  { header: 'req/s', align: 'right', value: (p) => p.load?.reqPerSec },
  { header: 'x base', align: 'right', value: (p) => p.relative?.reqRatio },
  { header: 'p50 ms', align: 'right', value: (p) => p.load?.p50Ms },
  { header: 'p99 ms', align: 'right', value: (p) => p.load?.p99Ms },
  { header: 'p99 x', align: 'right', value: (p) => p.relative?.p99Ratio },
  { header: 'non-2xx', align: 'right', value: (p) => p.load?.non2xx },
  { header: 'CPU ms/req', align: 'right', value: (p) => p.load?.cpuMsPerReq },
  { header: 'JS kB gz', align: 'right', value: (p) => p.js?.jsKbGz },
  { header: '+JS', align: 'right', value: (p) => p.relative?.extraJsKb },
  { header: 'perf', align: 'right', value: (p) => p.lighthouse?.perf },
  { header: 'a11y', align: 'right', value: (p) => p.lighthouse?.a11y },
  { header: 'bp', align: 'right', value: (p) => p.lighthouse?.bp },
  { header: 'seo', align: 'right', value: (p) => p.lighthouse?.seo },
  { header: 'CLS', align: 'right', value: (p) => p.lighthouse?.cls },
  { header: 'budget', align: 'left', value: (p) => (p.budget?.length ? summarizeVerdicts(p.budget) : '-') },
]

/**
 * A plain-text table with padded columns, readable in a terminal and in a CI log.
 * @param {Column[]} columns
 * @param {unknown[]} pages
 */
export function renderTable(columns, pages) {
  const rows = pages.map((page) => columns.map((c) => cell(c.value(page))))
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
