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
 * One Lighthouse run with Lighthouse's default (mobile) settings in a fresh Chromium, so no cache or
 * storage leaks from one page into the next. The full report is kept in `reportDir` for a closer look.
 * Lighthouse is imported here, not at the top, so `--no-lighthouse` runs never load it.
 *
 * @param {string} url
 * @param {{ chromePath: string, reportDir?: string, name: string }} options
 */
export async function runLighthouse(url, { chromePath, reportDir, name }) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ])
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
    if (reportDir && typeof result.report === 'string') {
      await mkdir(reportDir, { recursive: true })
      await writeFile(join(reportDir, `${name}.json`), result.report)
    }
    return scoresFromLhr(/** @type {Parameters<typeof scoresFromLhr>[0]} */ (result.lhr))
  } finally {
    chrome.kill()
  }
}
