import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo'])

/** Flags that let Debian's Chromium run headless in a container on a shared CPU (notes/toolchain.md). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
]

/**
 * Lighthouse's own user agent says "Chrome-Lighthouse", which the shop treats as a crawler (no consent
 * banner, spec 02 §4). The bench measures what a first-time shopper gets instead: the same phone, a
 * browser's user agent, so the banner opens and its layout shift, if any, counts.
 */
export const SHOPPER_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'

/**
 * Category scores 0-100 (null when Lighthouse could not score one), the cumulative layout shift, plus the
 * error Lighthouse reports when the page did not load at all.
 * @param {{ categories: Record<string, { score: number | null } | undefined>, runtimeError?: { message: string },
 *   finalDisplayedUrl?: string, audits?: Record<string, { numericValue?: number } | undefined> }} lhr
 */
export function scoresFromLhr(lhr) {
  const score = (/** @type {string} */ id) => {
    const s = lhr.categories[id]?.score
    return typeof s === 'number' ? Math.round(s * 100) : null
  }
  const cls = lhr.audits?.['cumulative-layout-shift']?.numericValue
  // The two timings that move the mobile performance score most, to show why a page scores below the baseline.
  const ms = (/** @type {string} */ id) => {
    const value = lhr.audits?.[id]?.numericValue
    return typeof value === 'number' ? Math.round(value) : null
  }
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    cls: typeof cls === 'number' ? Math.round(cls * 1000) / 1000 : null,
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    finalUrl: lhr.finalDisplayedUrl ?? null,
    error: lhr.runtimeError?.message ?? null,
  }
}

/**
 * Lighthouse with its default (mobile) settings, `runs` times, each in a fresh Chromium so no cache or
 * storage leaks from one run into the next; the median run by Lighthouse's own pick (computeMedianRun:
 * closest to the median FCP and TTI) is reported and its full report kept in `reportDir`. One run on
 * this shared 2-core machine scored the same build 55 and 73; the median of three is what Lighthouse
 * itself advises against that variance. Lighthouse is imported here, not at the top, so
 * `--no-lighthouse` runs never load it.
 *
 * @param {string} url
 * @param {{ chromePath: string, reportDir?: string, name: string, runs?: number }} options
 */
export async function runLighthouse(url, { chromePath, reportDir, name, runs = 1 }) {
  const [{ default: lighthouse }, chromeLauncher, { computeMedianRun }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('lighthouse/core/lib/median-run.js'),
  ])
  /** @type {{ lhr: any, report: unknown }[]} */
  const results = []
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        emulatedUserAgent: SHOPPER_USER_AGENT,
      })
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
      results.push(result)
    } finally {
      chrome.kill()
    }
  }
  const median = computeMedianRun(results.map((r) => r.lhr))
  const chosen = results.find((r) => r.lhr === median) ?? results[0]
  if (!chosen) throw new Error(`Lighthouse made no run of ${url}`)
  if (reportDir && typeof chosen.report === 'string') {
    await mkdir(reportDir, { recursive: true })
    await writeFile(join(reportDir, `${name}.json`), chosen.report)
  }
  const scores = scoresFromLhr(/** @type {Parameters<typeof scoresFromLhr>[0]} */ (chosen.lhr))
  const perfs = results.map((r) => scoresFromLhr(r.lhr).perf)
  return { ...scores, runs: results.length, perfRuns: perfs }
}
