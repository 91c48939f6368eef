import { describe, expect, it } from 'vitest'
import { budgetVerdicts, limitLabel, ratio, relativeMetrics } from '@/bench/lib/compare.mjs'

const baseline = { reqPerSec: 500, p99Ms: 60, jsKbGz: 100, perf: 100, a11y: 100 }

describe('bench ratios against the baseline of the same run', () => {
  it('divides and rounds to two digits', () => {
    expect(ratio(400, 500)).toBe(0.8)
    expect(ratio(90, 60)).toBe(1.5)
    expect(ratio(1, 3)).toBe(0.33)
  })

  it('gives no ratio when a side is missing or the base is zero', () => {
    expect(ratio(null, 500)).toBeNull()
    expect(ratio(400, undefined)).toBeNull()
    expect(ratio(400, 0)).toBeNull()
  })

  it('compares throughput, p99 latency and Lighthouse performance with the baseline', () => {
    const page = { reqPerSec: 250, p99Ms: 120, jsKbGz: 140, perf: 85, a11y: 97 }
    expect(relativeMetrics(page, baseline)).toEqual({
      reqRatio: 0.5,
      p99Ratio: 2,
      sizedReqRatio: null,
      sizedP99Ratio: null,
      perfRatio: 0.85,
      perfDrop: 15,
      extraJsKb: 40,
    })
  })

  it('compares throughput with the same-size bare page too (issue 15 item 5)', () => {
    const page = { reqPerSec: 240, p99Ms: 120, jsKbGz: 140, perf: 92, a11y: 97 }
    const relative = relativeMetrics(page, baseline, { reqPerSec: 300, p99Ms: 100 })
    expect(relative).toMatchObject({ reqRatio: 0.48, sizedReqRatio: 0.8, sizedP99Ratio: 1.2 })
  })

  it('counts Lighthouse performance in points under the baseline (issue 15 item 4)', () => {
    const page = { reqPerSec: null, p99Ms: null, jsKbGz: null, perf: 91, a11y: null }
    expect(relativeMetrics(page, { ...baseline, perf: 99 }).perfDrop).toBe(8)
    expect(relativeMetrics({ ...page, perf: 100 }, { ...baseline, perf: 99 }).perfDrop).toBe(-1)
    expect(relativeMetrics({ ...page, perf: null }, baseline).perfDrop).toBeNull()
  })

  it('measures JS by what a page adds to the baseline, the framework floor', () => {
    const page = { reqPerSec: 250, p99Ms: 120, jsKbGz: 137.4, perf: null, a11y: null }
    expect(relativeMetrics(page, { ...baseline, jsKbGz: 100.1 }).extraJsKb).toBe(37.3)
    expect(relativeMetrics({ ...page, jsKbGz: null }, baseline).extraJsKb).toBeNull()
  })

  it('has no ratios without a baseline measurement', () => {
    const page = { reqPerSec: 250, p99Ms: 120, jsKbGz: 140, perf: null, a11y: null }
    expect(relativeMetrics(page, undefined)).toEqual({
      reqRatio: null,
      p99Ratio: null,
      sizedReqRatio: null,
      sizedP99Ratio: null,
      perfRatio: null,
      perfDrop: null,
      extraJsKb: null,
    })
  })
})

describe('bench budget verdicts (reported, never failing the run)', () => {
  const values = { reqRatio: 0.85, p99Ratio: 1.7, jsKbGz: 129.9, extraJsKb: 51.2, perfRatio: null, a11y: 100 }

  it('checks minimums with >= and maximums with <=', () => {
    const verdicts = budgetVerdicts(
      { minReqRatio: 0.8, maxP99Ratio: 1.5, maxJsKb: 130, minA11y: 100 },
      values,
    )
    expect(verdicts).toEqual([
      { rule: 'minReqRatio', limit: 0.8, actual: 0.85, verdict: 'pass' },
      { rule: 'maxP99Ratio', limit: 1.5, actual: 1.7, verdict: 'fail' },
      { rule: 'maxJsKb', limit: 130, actual: 129.9, verdict: 'pass' },
      { rule: 'minA11y', limit: 100, actual: 100, verdict: 'pass' },
    ])
  })

  it('checks the JS a page adds beyond the baseline', () => {
    expect(budgetVerdicts({ maxExtraJsKb: 50 }, values)).toEqual([
      { rule: 'maxExtraJsKb', limit: 50, actual: 51.2, verdict: 'fail' },
    ])
  })

  it('says n/a for a number that was not measured, e.g. Lighthouse skipped', () => {
    expect(budgetVerdicts({ minPerfRatio: 0.9 }, values)).toEqual([
      { rule: 'minPerfRatio', limit: 0.9, actual: null, verdict: 'n/a' },
    ])
  })

  it('checks the budgets of issue 15: HTML size, same-size throughput, first render, points under the baseline', () => {
    const measured = { htmlKb: 100.1, sizedReqRatio: 0.8, firstRenderCpuMs: 15, perfDrop: 9 }
    expect(
      budgetVerdicts(
        { maxHtmlKb: 100, minSizedReqRatio: 0.8, maxFirstRenderCpuMs: 15, maxPerfDrop: 8 },
        measured,
      ).map((v) => [v.rule, v.verdict]),
    ).toEqual([
      ['maxHtmlKb', 'fail'],
      ['minSizedReqRatio', 'pass'],
      ['maxFirstRenderCpuMs', 'pass'],
      ['maxPerfDrop', 'fail'],
    ])
    expect(limitLabel('minSizedReqRatio', 0.8)).toBe('≥0.8')
    expect(limitLabel('maxHtmlKb', 100)).toBe('≤100')
  })

  it('has no verdicts for a page without a budget', () => {
    expect(budgetVerdicts(undefined, values)).toEqual([])
  })
})
