import { describe, expect, it } from 'vitest'
import { explainFailures, ownChunks } from '@/bench/lib/explain.mjs'
import { firstRenderPaths } from '@/bench/lib/first-render.mjs'
import { htmlSize } from '@/bench/lib/measure.mjs'
import { budgetVerdicts } from '@/bench/lib/compare.mjs'
import { paddingFor } from '@/bench/lib/sized.mjs'

describe('padding of the same-size bare page (issue 15 item 5)', () => {
  // 1 kB of text adds 2 kB of HTML: once in the document, once in the inline RSC data.
  const a = { kb: 1, bytes: 8_000 }
  const b = { kb: 20, bytes: 46_000 }

  it('reads the growth per kB from two probes and solves for the target size', () => {
    expect(paddingFor(75_000, a, b)).toBe(35)
    expect(paddingFor(8_000, a, b)).toBe(1)
    expect(paddingFor(9_100, a, b)).toBe(2)
  })

  it('stays within the route bound of 1…300 kB', () => {
    expect(paddingFor(2_000, a, b)).toBe(1)
    expect(paddingFor(5_000_000, a, b)).toBe(300)
  })

  it('refuses probes that did not grow, rather than dividing by zero', () => {
    expect(() => paddingFor(75_000, a, { kb: 20, bytes: 8_000 })).toThrow(/did not grow/)
  })
})

describe('first-render paths (issue 15 item 1)', () => {
  it('fills {n} with numbers new to the run, one per request', () => {
    expect(firstRenderPaths('/de/suche/?q=a&price=0-{n}', 3, 4000)).toEqual([
      '/de/suche/?q=a&price=0-4000',
      '/de/suche/?q=a&price=0-4001',
      '/de/suche/?q=a&price=0-4002',
    ])
  })

  it('starts at a random number of 1000…8999 otherwise, so no earlier run cached them', () => {
    for (let i = 0; i < 20; i++) {
      const n = Number(firstRenderPaths('{n}', 1)[0])
      expect(n).toBeGreaterThanOrEqual(1000)
      expect(n).toBeLessThan(9000)
    }
  })
})

describe('HTML size with its inline RSC data (issue 15 item 2)', () => {
  it('counts the whole document and the inline script part of it, in kB of 1000 bytes', () => {
    const payload = 'x'.repeat(3000)
    const html = `<html><body>${'p'.repeat(1000)}<script>self.__next_f.push("${payload}")</script></body></html>`
    const size = htmlSize(Buffer.from(html))
    expect(size.htmlKb).toBe(4.1)
    expect(size.inlineScriptKb).toBe(3)
  })
})

describe('failed budgets with the measurement that shows why', () => {
  const baseline = {
    js: { jsKbGz: 138, scripts: [{ path: '/_next/static/chunks/main.js', gzipBytes: 90_000 }] },
  }
  const sized = { html: { htmlKb: 75.8 }, load: { reqPerSec: 1000, cpuMsPerReq: 1 } }

  it('gives a slow cached page beside the same-size bare page', () => {
    const page = {
      name: 'product',
      cache: 'HIT',
      html: { htmlKb: 75.1 },
      load: { reqPerSec: 500, cpuMsPerReq: 2.1 },
      budget: budgetVerdicts({ minSizedReqRatio: 0.8 }, { sizedReqRatio: 0.5 }),
    }
    expect(explainFailures(page, { baseline, sized })).toEqual([
      'product: minSizedReqRatio 0.5 vs 0.8: 500 req/s, 2.1 CPU ms/req, served HIT, 75.1 kB; ' +
        'the bare page of 75.8 kB: 1000 req/s, 1 CPU ms/req',
    ])
  })

  it('says so when no answer came within the run, rather than a ratio of 0', () => {
    const page = {
      name: 'search',
      load: { reqPerSec: 0, requests: 0, timeouts: 20, errors: 0 },
      budget: budgetVerdicts({ minSizedReqRatio: 0.8 }, { sizedReqRatio: 0 }),
    }
    expect(explainFailures(page, { baseline, sized })).toEqual([
      'search: minSizedReqRatio 0 vs 0.8: no answer came within the run (20 timeouts, 0 errors)',
    ])
  })

  it('names the largest scripts the bare page does not load', () => {
    const page = {
      js: {
        scripts: [
          { path: '/_next/static/chunks/main.js', gzipBytes: 90_000 },
          { path: '/_next/static/chunks/a.js', gzipBytes: 12_340 },
          { path: '/_next/static/chunks/b.js', gzipBytes: 30_000 },
        ],
      },
    }
    expect(ownChunks(page, baseline)).toBe('b.js 30, a.js 12.3')
    expect(ownChunks({ js: { scripts: [] } }, baseline)).toBe('none')
  })

  it('says nothing for budgets met or not measured', () => {
    const page = { name: 'home', budget: budgetVerdicts({ maxHtmlKb: 100, maxPerfDrop: 8 }, { htmlKb: 60 }) }
    expect(explainFailures(page, { baseline, sized })).toEqual([])
  })
})
