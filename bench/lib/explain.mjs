// Under the table, each failed budget with the measurement that shows why (issue 15, "Done when"): what
// the page costs beside what the bare page of the same run costs.

/**
 * @param {any} page a measured page with its verdicts
 * @param {{ baseline?: any, sized?: any }} baselines
 * @returns {string[]}
 */
export function explainFailures(page, { baseline, sized }) {
  const failed = /** @type {import('./compare.mjs').Verdict[]} */ (page.budget ?? []).filter(
    (v) => v.verdict === 'fail',
  )
  return failed.map(
    (v) => `${page.name}: ${v.rule} ${v.actual} vs ${v.limit}: ${why(v.rule, page, baseline, sized)}`,
  )
}

/**
 * @param {import('./compare.mjs').BudgetKey} rule
 * @param {any} page @param {any} baseline @param {any} sized
 */
function why(rule, page, baseline, sized) {
  const cpu = (/** @type {any} */ p) => `${p?.load?.cpuMsPerReq ?? '-'} CPU ms/req`
  // autocannon counts only answers that came within the run: 0 req/s means none did, not a fast failure.
  if (['minSizedReqRatio', 'minReqRatio', 'maxP99Ratio'].includes(rule) && page.load?.requests === 0) {
    return `no answer came within the run (${page.load.timeouts} timeouts, ${page.load.errors} errors)`
  }
  switch (rule) {
    case 'minSizedReqRatio':
      return (
        `${page.load?.reqPerSec} req/s, ${cpu(page)}, served ${page.cache}, ${page.html?.htmlKb} kB; the bare page of ` +
        `${sized?.html?.htmlKb ?? '-'} kB: ${sized?.load?.reqPerSec ?? '-'} req/s, ${cpu(sized)}`
      )
    case 'minReqRatio':
    case 'maxP99Ratio':
      return (
        `${page.load?.reqPerSec} req/s, p99 ${page.load?.p99Ms} ms, ${cpu(page)}; the 6 kB bare page: ` +
        `${baseline?.load?.reqPerSec ?? '-'} req/s, p99 ${baseline?.load?.p99Ms ?? '-'} ms, ${cpu(baseline)}`
      )
    case 'maxHtmlKb':
      return `${page.html?.htmlKb} kB of HTML, ${page.html?.inlineScriptKb} kB of it inline script (RSC data)`
    case 'maxJsKb':
    case 'maxExtraJsKb':
      return `${page.js?.jsKbGz} kB gz against the bare page's ${baseline?.js?.jsKbGz ?? '-'}; largest of its own: ${ownChunks(page, baseline)}`
    case 'maxFirstRenderCpuMs':
      return (
        `mean of ${page.firstRender?.count} new queries like ${page.firstRender?.example}, ` +
        `median ${page.firstRender?.wallMsMedian} ms wall; the bare page of its HTML size ` +
        `(${page.firstRender?.bare?.paddingKb ?? '-'} kB of text) takes ${page.firstRender?.bare?.cpuMsMean ?? '-'} ms ` +
        'to render the first time, with no shop code at all'
      )
    case 'minPerfRatio':
    case 'maxPerfDrop':
      return (
        `perf ${page.lighthouse?.perf} vs ${baseline?.lighthouse?.perf ?? '-'}; LCP ${page.lighthouse?.lcpMs ?? '-'} ms vs ` +
        `${baseline?.lighthouse?.lcpMs ?? '-'}, TBT ${page.lighthouse?.tbtMs ?? '-'} ms vs ${baseline?.lighthouse?.tbtMs ?? '-'}`
      )
    default:
      return `a11y ${page.lighthouse?.a11y}, see bench/.lighthouse/${page.name}.json`
  }
}

/**
 * The three largest scripts of the page that the bare page does not load, in kB gzip.
 * @param {any} page @param {any} baseline
 */
export function ownChunks(page, baseline) {
  const shared = new Set((baseline?.js?.scripts ?? []).map((/** @type {{ path: string }} */ s) => s.path))
  const own = /** @type {{ path: string, gzipBytes: number }[]} */ (page.js?.scripts ?? [])
    .filter((s) => !shared.has(s.path))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 3)
  if (own.length === 0) return 'none'
  return own.map((s) => `${s.path.split('/').pop()} ${Math.round(s.gzipBytes / 100) / 10}`).join(', ')
}
