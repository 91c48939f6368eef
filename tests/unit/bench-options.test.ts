import { describe, expect, it } from 'vitest'
import { parseOptions } from '@/bench/lib/options.mjs'
import {
  BASELINE_NAME,
  browserUrl,
  hostHeader,
  pagesSchema,
  selectPages,
  SIZED_BASELINE_NAME,
} from '@/bench/lib/pages.mjs'
import pagesJson from '@/bench/pages.json'

describe('npm run bench options', () => {
  it('builds, runs Lighthouse and loads with 20 connections for 10 s by default', () => {
    expect(parseOptions([], {})).toEqual({
      build: true,
      lighthouse: true,
      lighthouseRuns: 3,
      adds: true,
      soak: false,
      quick: false,
      connections: 20,
      duration: 10,
      warmup: 2,
      port: undefined,
      only: undefined,
      help: false,
    })
  })

  it('--quick loads for 3 s after 1 s warm-up and skips Lighthouse', () => {
    expect(parseOptions(['--quick'], {})).toMatchObject({
      quick: true,
      duration: 3,
      warmup: 1,
      lighthouse: false,
    })
  })

  it('--lighthouse-runs sets how many runs the median is taken of', () => {
    expect(parseOptions(['--lighthouse-runs', '5'], {}).lighthouseRuns).toBe(5)
    expect(() => parseOptions(['--lighthouse-runs', '0'], {})).toThrow(/positive integer/)
  })

  it('--no-adds leaves out the addItem throughput run after the pages', () => {
    expect(parseOptions(['--no-adds'], {}).adds).toBe(false)
  })

  it('--soak runs only the soak check (issue 13)', () => {
    expect(parseOptions(['--soak'], {}).soak).toBe(true)
  })

  it('--warmup 0 measures a cold server', () => {
    expect(parseOptions(['--warmup', '0'], {}).warmup).toBe(0)
    expect(() => parseOptions(['--warmup', '-1'], {})).toThrow(/positive integer/)
  })

  it('an explicit --duration wins over --quick', () => {
    expect(parseOptions(['--duration', '5', '--quick'], {}).duration).toBe(5)
  })

  it('takes values after a space or an equals sign', () => {
    expect(parseOptions(['--connections=8', '-d', '4', '--only', 'home, basket'], {})).toMatchObject({
      connections: 8,
      duration: 4,
      only: ['home', 'basket'],
    })
  })

  it('skips the build with --no-build or BENCH_SKIP_BUILD=1', () => {
    expect(parseOptions(['--no-build'], {}).build).toBe(false)
    expect(parseOptions([], { BENCH_SKIP_BUILD: '1' }).build).toBe(false)
  })

  it('takes the port from --port, else BENCH_PORT, else PORT', () => {
    expect(parseOptions(['--port', '4100'], { BENCH_PORT: '4200' }).port).toBe(4100)
    expect(parseOptions([], { BENCH_PORT: '4200', PORT: '3000' }).port).toBe(4200)
    expect(parseOptions([], { PORT: '3000' }).port).toBe(3000)
  })

  it('rejects unknown flags, missing values and non-numbers', () => {
    expect(() => parseOptions(['--fast'], {})).toThrow(/unknown option --fast/)
    expect(() => parseOptions(['--duration'], {})).toThrow(/needs a value/)
    expect(() => parseOptions(['--connections', '--quick'], {})).toThrow(/needs a value/)
    expect(() => parseOptions(['--duration', '2.5'], {})).toThrow(/positive integer/)
    expect(() => parseOptions([], { PORT: 'abc' })).toThrow(/positive integer/)
  })
})

describe('bench/pages.json', () => {
  const pages = pagesSchema.parse(pagesJson)

  it('starts with the baseline and measures home, category, listing, article, product, search and basket', () => {
    expect(pages[0]).toMatchObject({ name: BASELINE_NAME, path: '/bench-baseline/' })
    const names = pages.map((p) => p.name)
    for (const required of [
      'home',
      'category',
      'listing-filtered',
      'article',
      'product',
      'search',
      'basket',
    ]) {
      expect(names).toContain(required)
    }
    expect(pages[1]).toMatchObject({ name: SIZED_BASELINE_NAME, sizeOf: 'product' })
    // A shop path under a language, slashed before its query (the proxy would redirect anything else).
    for (const page of pages.slice(2)) expect(page.path).toMatch(/^\/(de|fr|nl)\/([^?]*\/)?(\?.+)?$/)
  })

  it('holds the budgets of issue 15 for every shop page', () => {
    for (const page of pages.slice(2)) {
      expect(page.budget, page.name).toMatchObject({ maxHtmlKb: 100, maxExtraJsKb: 45, maxPerfDrop: 8 })
    }
    const byName = new Map(pages.map((p) => [p.name, p]))
    for (const name of ['product', 'article', 'category', 'search', 'listing-filtered']) {
      expect(byName.get(name)?.budget?.minSizedReqRatio, name).toBe(0.8)
    }
    for (const name of ['search', 'listing-filtered']) {
      expect(byName.get(name)?.budget?.maxFirstRenderCpuMs, name).toBe(15)
      expect(byName.get(name)?.firstRender, name).toContain('{n}')
    }
  })

  it('needs the sized baseline to name a shop page, and only it', () => {
    const base = { name: 'baseline', path: '/bench-baseline/' }
    const sized = { name: 'baseline-sized', path: '/bench-baseline/sized/' }
    const product = { name: 'product', path: '/de/p/x-1/' }
    expect(() => pagesSchema.parse([base, sized, product])).toThrow(/sizeOf/)
    expect(() => pagesSchema.parse([base, { ...sized, sizeOf: 'nope' }, product])).toThrow(/sizeOf/)
    expect(() => pagesSchema.parse([base, { ...product, sizeOf: 'baseline' }])).toThrow(/sizeOf/)
    expect(pagesSchema.parse([base, { ...sized, sizeOf: 'product' }, product])).toHaveLength(3)
  })

  it('rejects a list without baseline, duplicate names and unknown budget keys', () => {
    expect(() => pagesSchema.parse([{ name: 'home', path: '/de/' }])).toThrow(/baseline/)
    const twice = [
      { name: 'baseline', path: '/bench-baseline/' },
      { name: 'baseline', path: '/x/' },
    ]
    expect(() => pagesSchema.parse(twice)).toThrow(/unique/)
    const typo = [{ name: 'baseline', path: '/bench-baseline/', budget: { maxJsKB: 100 } }]
    expect(() => pagesSchema.parse(typo)).toThrow(/maxJsKB/)
  })

  it('--only keeps both baselines, because every ratio needs them', () => {
    expect(selectPages(pages, ['basket']).map((p) => p.name)).toEqual([
      'baseline',
      'baseline-sized',
      'basket',
    ])
    expect(() => selectPages(pages, ['nope'])).toThrow(/unknown page/)
    expect(selectPages(pages, undefined)).toEqual(pages)
  })

  it('measures the baselines first wherever they stand in the list', () => {
    const list = [
      { name: 'home', path: '/de/' },
      { name: 'baseline-sized', path: '/bench-baseline/sized/', sizeOf: 'home' },
      { name: 'baseline', path: '/bench-baseline/' },
    ]
    expect(selectPages(list, undefined).map((p) => p.name)).toEqual(['baseline', 'baseline-sized', 'home'])
  })

  it('sends the market host in the Host header and gives browsers the real host (spec 01 §1)', () => {
    expect(hostHeader({}, 4100)).toBe('localhost:4100')
    expect(hostHeader({ host: 'de-ch.localhost' }, 4100)).toBe('de-ch.localhost:4100')
    expect(browserUrl({ name: 'home', path: '/fr/', host: 'fr-ch.localhost' }, 4100)).toBe(
      'http://fr-ch.localhost:4100/fr/',
    )
  })
})
