import { describe, expect, it } from 'vitest'
import { budgetVerdicts } from '@/bench/lib/compare.mjs'
import { CATEGORIES, CHROME_FLAGS, scoresFromLhr } from '@/bench/lib/lighthouse.mjs'
import { cell, COLUMNS, renderTable } from '@/bench/lib/table.mjs'

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

  it('has the columns of the brief in order', () => {
    expect(lines[0]?.split(/\s{2,}/)).toEqual([
      'page',
      'status',
      'req/s',
      'x base',
      'p50 ms',
      'p99 ms',
      'p99 x',
      'non-2xx',
      'CPU ms/req',
      'JS kB gz',
      '+JS',
      'perf',
      'a11y',
      'bp',
      'seo',
      'CLS',
      'budget',
    ])
  })

  it('pads every column to the same width, numbers right-aligned', () => {
    const header = lines[0] ?? ''
    const reqEnd = header.indexOf('req/s') + 'req/s'.length
    expect(lines[2]?.slice(0, reqEnd).endsWith('540.2')).toBe(true)
    expect(lines[3]?.slice(0, reqEnd).endsWith('270.1')).toBe(true)
    expect(lines[1]).toMatch(/^-+( {2}-+)+$/)
  })

  it('shows measured numbers, ratios and failed budgets', () => {
    expect(lines[3]).toContain('0.5')
    expect(lines[3]).toContain('FAIL minReqRatio 0.5 vs 0.8; maxJsKb 140.2 vs 130')
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
