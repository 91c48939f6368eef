/**
 * CI's dependency audit (scripts/audit-runtime.mjs, issue 13 "In CI from now on"): high and critical
 * advisories of runtime dependencies fail unless the allow-list names them with a reason; an audit that
 * could not be made fails too.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const dir = mkdtempSync(path.join(tmpdir(), 'audit-'))
const file = (name: string, content: unknown) => {
  const full = path.join(dir, name)
  writeFileSync(full, JSON.stringify(content))
  return full
}
const advisory = (source: number, severity: string) => ({
  source,
  name: 'some-lib',
  title: 'Something bad',
  url: `https://github.com/advisories/GHSA-${source}`,
  severity,
  range: '<2.0.0',
})
const report = (...via: object[]) => ({
  vulnerabilities: { 'some-lib': { name: 'some-lib', severity: 'high', via, fixAvailable: false } },
  metadata: { vulnerabilities: { critical: 0, high: via.length, moderate: 0, low: 0 } },
})

function run(reportContent: unknown, advisories: object[] = []) {
  const args = ['scripts/audit-runtime.mjs', '--report', file('report.json', reportContent)]
  args.push('--allow-list', file('allow.json', { advisories }))
  try {
    return { code: 0, out: execFileSync('node', args, { encoding: 'utf8', stdio: 'pipe' }) }
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string }
    return { code: e.status, out: e.stdout + e.stderr }
  }
}

describe('scripts/audit-runtime.mjs', () => {
  it('passes a clean report and one with only moderate advisories', () => {
    expect(run(report()).code).toBe(0)
    expect(run(report(advisory(1, 'moderate'))).code).toBe(0)
  })

  it('fails on a high or critical advisory not on the allow-list, naming it', () => {
    const result = run(report(advisory(1, 'moderate'), advisory(2, 'critical')))
    expect(result.code).toBe(1)
    expect(result.out).toContain('BLOCKING critical some-lib')
    expect(run(report(advisory(3, 'high'))).code).toBe(1)
  })

  it('passes an advisory the allow-list names by id or url with a reason, and shows the reason', () => {
    const why = 'only reached through the build, never at run time'
    const byId = run(report(advisory(2, 'high')), [{ id: 2, package: 'some-lib', why }])
    expect(byId).toMatchObject({ code: 0 })
    expect(byId.out).toContain(why)
    const url = 'https://github.com/advisories/GHSA-2'
    expect(run(report(advisory(2, 'high')), [{ url, package: 'some-lib', why }]).code).toBe(0)
  })

  it('refuses an allow-list entry without a reason', () => {
    expect(run(report(), [{ id: 2, package: 'some-lib', why: ' ' }]).code).toBe(1)
  })

  it('exits 3 (not made, no pass) when the audit could not be made, saying so', () => {
    const result = run({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    })
    expect(result.code).toBe(3)
    expect(result.out).toContain('npm audit could not be made')
  })
})
