#!/usr/bin/env node
/**
 * CI's dependency audit (issue 13, "In CI from now on"): `npm audit --omit=dev` at level high, with the
 * documented allow-list scripts/audit-allowlist.json for advisories that do not apply. Fails (exit 1) on
 * any high or critical advisory of a runtime dependency not on the list. When the audit cannot be made
 * at all (no registry, or a registry without the advisory service, as on the build machines here whose
 * registry access allows GET only) it exits 3, saying so: an audit not made is no pass, but neither is
 * it a finding; .ci/run counts it as a failure only with AUDIT_REQUIRED=1.
 * `--report <file>` checks a saved `npm audit --json` instead, `--allow-list <file>` another list (tests).
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const BLOCKING = new Set(['high', 'critical'])

const option = (name) => {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}
const allowListFile = option('--allow-list') ?? path.join(root, 'scripts', 'audit-allowlist.json')
const reportFile = option('--report')
const allowList = JSON.parse(readFileSync(allowListFile, 'utf8'))
for (const entry of allowList.advisories) {
  if ((!entry.id && !entry.url) || !entry.package || !entry.why?.trim()) {
    console.error('audit: every allow-list entry needs id or url, package and why:', JSON.stringify(entry))
    process.exit(1)
  }
}

// npm audit exits 1 when it finds anything; its JSON on stdout is what counts.
const stdout = reportFile
  ? readFileSync(reportFile, 'utf8')
  : await new Promise((resolve) => {
      execFile(
        'npm',
        ['audit', '--omit=dev', '--json'],
        { cwd: root, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
        (error, out) => resolve(out || (error ? JSON.stringify({ message: error.message }) : '')),
      )
    })

let report
try {
  report = JSON.parse(stdout)
} catch {
  report = { message: `npm audit answered no JSON: ${String(stdout).slice(0, 300)}` }
}
if (!report.vulnerabilities || !report.metadata) {
  console.error(
    `audit: NOT MADE — npm audit could not be made (the registry or its advisory service did not answer): ${report.message ?? report.error?.summary ?? 'unknown error'}`,
  )
  process.exit(3)
}

const advisories = new Map()
for (const [pkg, entry] of Object.entries(report.vulnerabilities)) {
  for (const via of entry.via) {
    // A string names another vulnerable package whose own entry lists the advisory.
    if (typeof via !== 'object' || !BLOCKING.has(via.severity)) continue
    advisories.set(`${via.source}`, {
      id: via.source,
      url: via.url,
      title: via.title,
      severity: via.severity,
      package: via.name ?? pkg,
      range: via.range,
      fix: entry.fixAvailable,
    })
  }
}

const allowed = (a) =>
  allowList.advisories.find(
    (e) => (e.id !== undefined && String(e.id) === String(a.id)) || (e.url && e.url === a.url),
  )
const blocking = [...advisories.values()].filter((a) => !allowed(a))
const used = new Set([...advisories.values()].map(allowed).filter(Boolean))

for (const a of advisories.values()) {
  const entry = allowed(a)
  console.log(
    `${entry ? 'allowed ' : 'BLOCKING'} ${a.severity} ${a.package} ${a.range ?? ''} — ${a.title} (${a.url})${entry ? ` — ${entry.why}` : ''}`,
  )
}
for (const entry of allowList.advisories) {
  if (!used.has(entry))
    console.log(
      `audit: allow-list entry no longer reported, remove it: ${entry.package} ${entry.id ?? entry.url}`,
    )
}
const counts = report.metadata.vulnerabilities
console.log(
  `audit: runtime dependencies — ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low; ${blocking.length} high/critical not allowed`,
)
process.exit(blocking.length ? 1 : 0)
