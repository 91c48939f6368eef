import { describe, expect, it } from 'vitest'
import { budgetVerdicts } from '@/bench/lib/compare.mjs'
import { CATEGORIES, CHROME_FLAGS, scoresFromLhr } from '@/bench/lib/lighthouse.mjs'
import { budgetCell, cell, COLUMNS, renderTable, verdictOf } from '@/bench/lib/table.mjs'

const baseline = {
  name: 'baseline',
  status: { label: '200' },
  load: { reqPerSec: 540.2, p50Ms: 33, p99Ms: 64, non2xx: 0 },
  js: { jsKbGz: 101.4 },
  lighthouse: { perf: 99, a11y: 100, bp: 100, seo: 91 },
  relative: { reqRatio: 1, p99Ratio: 1 },
  budget: [],
}
const home = {
  name: 'home',
  status: { label: '200' },
  load: { reqPerSec: 270.1, p50Ms: 70, p99Ms: 128, non2xx: 3 },
  js: { jsKbGz: 140.2 },
  lighthouse: null,
  relative: { reqRatio: 0.5, p99Ratio: 2 },
  budget: budgetVerdicts({ minReqRatio: 0.8, maxJsKb: 130 }, { reqRatio: 0.5, jsKbGz: 140.2 }),
}
const basket = { name: 'basket', status: { label: '308 → /de/warenkorb/' }, load: null, js: null, budget: [] }
const broken = { name: 'product', status: null, error: 'socket hang up', budget: [] }

describe('bench table', () => {
  const table = renderTable(COLUMNS, [baseline, home, basket, broken])
  const lines = table.split('\n')

  it('has every figure of issue 15 beside both baselines, and a verdict per page', () => {
    expect(lines[0]?.split(/\s{2,}/)).toEqual([
      'page',
      'status',
      'req/s',
      'x 6kB',
      'x same-size',
      'p99 ms',
      'p99 x 6kB',
      'non-2xx',
      'CPU ms/req',
      '1st render CPU ms',
      'bare same-size 1st ms',
      'cache',
      'HTML kB',
      'inline JS kB',
      'JS kB gz',
      '+JS kB gz',
      'perf',
      'perf -pts',
      'a11y',
      'bp',
      'seo',
      'CLS',
      'verdict',
    ])
  })

  it('pads every column to the same width, numbers right-aligned', () => {
    const header = lines[0] ?? ''
    const reqEnd = header.indexOf('req/s') + 'req/s'.length
    expect(lines[2]?.slice(0, reqEnd).endsWith('540.2')).toBe(true)
    expect(lines[3]?.slice(0, reqEnd).endsWith('270.1')).toBe(true)
    expect(lines[1]).toMatch(/^-+( {2}-+)+$/)
  })

  it('shows each budgeted figure with its budget and verdict, and the page verdict', () => {
    expect(lines[3]).toContain('0.5 ≥0.8 FAIL')
    expect(lines[3]).toContain('140.2 ≤130 FAIL')
    expect(lines[3]).toMatch(/FAIL 2 of 2$/)
  })

  it('puts a verdict only in the cells its budget reads', () => {
    const column = (header: string) => COLUMNS.find((c) => c.header === header)!
    const page = {
      html: { htmlKb: 75.3 },
      relative: { sizedReqRatio: 0.91, perfDrop: null },
      budget: budgetVerdicts(
        { maxHtmlKb: 100, minSizedReqRatio: 0.8, maxPerfDrop: 8 },
        { htmlKb: 75.3, sizedReqRatio: 0.91, perfDrop: null },
      ),
    }
    expect(budgetCell(column('HTML kB'), page)).toBe('75.3 ≤100 PASS')
    expect(budgetCell(column('x same-size'), page)).toBe('0.91 ≥0.8 PASS')
    expect(budgetCell(column('perf -pts'), page)).toBe('- ≤8 n/a')
    expect(budgetCell(column('x 6kB'), page)).toBe('-')
  })

  it('gives a page PASS only when every budget was measured and met', () => {
    const verdicts = budgetVerdicts({ maxHtmlKb: 100, maxPerfDrop: 8 }, { htmlKb: 75, perfDrop: null })
    expect(verdictOf([])).toBe('-')
    expect(verdictOf(verdicts)).toBe('PASS (1 not measured)')
    expect(verdictOf(budgetVerdicts({ maxHtmlKb: 100 }, { htmlKb: 75 }))).toBe('PASS')
    expect(verdictOf(budgetVerdicts({ maxHtmlKb: 100 }, { htmlKb: 101 }))).toBe('FAIL 1 of 1')
    expect(verdictOf(budgetVerdicts({ maxPerfDrop: 8 }, { perfDrop: null }))).toBe('n/a')
  })

  it('reports redirects and errors instead of hiding the page', () => {
    expect(lines[4]).toMatch(/^basket\s+308 → \/de\/warenkorb\/\s+-/)
    expect(lines[5]).toMatch(/^product\s+error \(socket hang up\)/)
  })

  it('writes a dash, never a zero, for what was not measured', () => {
    expect(cell(null)).toBe('-')
    expect(cell(undefined)).toBe('-')
    expect(cell(Number.NaN)).toBe('-')
    expect(cell(0)).toBe('0')
    expect(cell(12.5, ' ms')).toBe('12.5 ms')
  })
})

describe('bench Lighthouse scores', () => {
  it('turns category scores into 0-100 and keeps a missing one as null', () => {
    const lhr = {
      categories: {
        performance: { score: 0.873 },
        accessibility: { score: 1 },
        'best-practices': { score: null },
        seo: { score: 0.92 },
      },
      finalDisplayedUrl: 'http://de-de.localhost:4100/de/',
      audits: { 'cumulative-layout-shift': { numericValue: 0.04217 } },
    }
    expect(scoresFromLhr(lhr)).toEqual({
      perf: 87,
      a11y: 100,
      bp: null,
      seo: 92,
      cls: 0.042,
      lcpMs: null,
      tbtMs: null,
      finalUrl: 'http://de-de.localhost:4100/de/',
      error: null,
    })
  })

  it('keeps the error of a page that did not load', () => {
    const lhr = { categories: {}, runtimeError: { message: 'ERRORED_DOCUMENT_REQUEST' } }
    expect(scoresFromLhr(lhr)).toMatchObject({ perf: null, error: 'ERRORED_DOCUMENT_REQUEST' })
  })

  it('audits the four categories with the container-safe Chromium flags of notes/toolchain.md', () => {
    expect(CATEGORIES).toEqual(['performance', 'accessibility', 'best-practices', 'seo'])
    expect(CHROME_FLAGS).toEqual([
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ])
  })
})
