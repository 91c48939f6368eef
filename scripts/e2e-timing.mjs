#!/usr/bin/env node
/**
 * Where the e2e suite's time went, from Playwright's JSON report (reports/e2e.json): test time per market
 * and the suites that took longest, summed over markets and retries. Printed by .ci/run so a slow CI
 * shows what to look at first.
 */
import { readFileSync } from 'node:fs'

const file = process.argv[2] ?? 'reports/e2e.json'
let report
try {
  report = JSON.parse(readFileSync(file, 'utf8'))
} catch {
  console.log(`e2e timing: no report at ${file}`)
  process.exit(0)
}

const perProject = new Map()
const perSuite = new Map()
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms)

function walk(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      for (const result of test.results ?? []) {
        add(perProject, test.projectName, result.duration)
        add(perSuite, spec.file, result.duration)
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child)
}
for (const suite of report.suites ?? []) walk(suite)

const seconds = (ms) => `${Math.round(ms / 1000)} s`
const sorted = (map) => [...map].sort((a, b) => b[1] - a[1])
console.log(
  'e2e test time per market:',
  sorted(perProject)
    .map(([k, v]) => `${k} ${seconds(v)}`)
    .join(', '),
)
console.log('e2e suites that took longest (all markets):')
for (const [name, ms] of sorted(perSuite).slice(0, 12)) console.log(`  ${seconds(ms).padStart(7)}  ${name}`)
