// What `npm run validate` prints and leaves for CI: findings per check with page URL, line and message,
// one counted result per checked page (HTML, structured data) or market (links), and
// reports/validate.json with those counts, which .ci/run adds to its "N passed, N failed" line.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** The 1-based line of an offset in a text. */
export function lineOf(/** @type {string} */ text, /** @type {number} */ offset) {
  let line = 1
  for (let i = 0; i < offset && i < text.length; i += 1) if (text.charCodeAt(i) === 10) line += 1
  return line
}

/**
 * @typedef {{ name: string, subject: string, errors: string[], notes?: string[] }} Result one counted
 *   case: a page of a check or a market of the crawl; failed when it has errors
 */

/** Prints one check's results, failures first in full. @param {string} check @param {Result[]} results */
export function printCheck(check, results) {
  const failed = results.filter((r) => r.errors.length > 0)
  console.log(`\n--- ${check}: ${results.length - failed.length} passed, ${failed.length} failed`)
  for (const result of results) {
    const mark = result.errors.length > 0 ? '✗' : '✓'
    console.log(`${mark} ${result.name}  ${result.subject}`)
    for (const error of result.errors) console.log(`    ${error}`)
    for (const note of result.notes ?? []) console.log(`    (${note})`)
  }
}

/** Writes reports/validate.json: counts for CI and every result. @param {Record<string, Result[]>} checks */
export async function writeReport(checks) {
  const all = Object.values(checks).flat()
  const failed = all.filter((r) => r.errors.length > 0).length
  const report = { passed: all.length - failed, failed, checks }
  await mkdir(join(root, 'reports'), { recursive: true })
  await writeFile(join(root, 'reports', 'validate.json'), `${JSON.stringify(report, null, 2)}\n`)
  return report
}
