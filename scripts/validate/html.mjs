// HTML check of `npm run validate`: the W3C Nu HTML Checker (npm `vnu-jar`, run with the machine's Java
// 17+) over the server HTML of the sampled pages, errors only, in one run (the checker takes seconds to
// start). Findings that ./allowlist.mjs lists (markup Next.js writes itself) are counted apart.
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HTML_ALLOWED } from './allowlist.mjs'

const require = createRequire(import.meta.url)

/** Runs vnu over the files; resolves with its JSON messages (vnu exits 1 when it finds errors). */
function runVnu(/** @type {string[]} */ files) {
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar')
  const java = process.env.JAVA ?? 'java'
  return new Promise((resolve, reject) => {
    execFile(
      java,
      ['-Xss2m', '-jar', jar, '--format', 'json', '--errors-only', '--stdout', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        try {
          resolve(JSON.parse(stdout).messages)
        } catch {
          reject(
            new Error(
              `vnu did not answer in JSON (${error?.message ?? 'no error'}):\n${stderr.slice(0, 2000)}`,
            ),
          )
        }
      },
    )
  })
}

// Next.js writes a page on one line: the column and the markup quoted say where a finding is.
const QUOTE_CHARS = 200

/** The markup a finding points at (vnu's highlighted part of its extract), shortened. @param {any} m */
function markup(m) {
  const extract = String(m.extract ?? '')
  const hilite = m.hiliteLength ? extract.slice(m.hiliteStart, m.hiliteStart + m.hiliteLength) : extract
  const text = hilite.replace(/\s+/g, ' ').trim()
  return text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS)}…` : text
}

/** @param {{ message: string, extract?: string }} finding */
const allowed = (finding) =>
  HTML_ALLOWED.find(
    (entry) =>
      entry.message.test(finding.message) && (!entry.extract || entry.extract.test(finding.extract ?? '')),
  )

/**
 * @param {import('./pages.mjs').Page[]} pages
 * @returns {Promise<import('./report.mjs').Result[]>}
 */
export async function checkHtml(pages) {
  const dir = await mkdtemp(join(tmpdir(), 'validate-html-'))
  try {
    const files = pages.map((_, i) => join(dir, `page-${String(i).padStart(3, '0')}.html`))
    await Promise.all(pages.map((page, i) => writeFile(files[i], page.html)))
    const messages = /** @type {any[]} */ (await runVnu(files))
    return pages.map((page, i) => {
      // vnu names a file `file:/tmp/…/page-007.html`.
      const mine = messages.filter((m) => m.type === 'error' && String(m.url).endsWith(files[i]))
      const errors = []
      // A sampled page that is missing or answers the wrong status is a finding of its own.
      if (page.status !== page.expected)
        errors.push(`answered ${page.status || 'nothing'}, expected ${page.expected}`)
      let allowedCount = 0
      for (const m of mine) {
        if (allowed(m)) allowedCount += 1
        else
          errors.push(
            `line ${m.lastLine ?? '?'} col ${m.firstColumn ?? m.lastColumn ?? '?'}: ${m.message}  «${markup(m)}»`,
          )
      }
      const notes = allowedCount > 0 ? [`${allowedCount} allow-listed finding(s) of Next.js markup`] : []
      // Non-document messages (vnu's own fatal errors) belong to no page: shown on the first.
      if (i === 0) {
        for (const m of messages.filter((x) => x.type === 'non-document-error'))
          errors.push(`vnu: ${m.message}`)
      }
      return { name: page.label, subject: page.url, errors, notes }
    })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
