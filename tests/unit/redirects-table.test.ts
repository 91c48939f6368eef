import { describe, expect, it, vi } from 'vitest'
import { getMarket } from '@/lib/config'
import type { Redirect } from '@/lib/redirects/rules/redirect'
import { createRedirectTable } from '@/lib/redirects/server/table'

describe('createRedirectTable: the in-memory redirect table (spec 01 §2) proxy.ts reads on every request', () => {
  const row = (target: string): Redirect => ({ market: null, source: '/de/alt/', target, status: 301 })
  const market = getMarket('de-de')

  function setup(rows: () => Promise<Redirect[]>) {
    let clock = 1_000
    const load = vi.fn(rows)
    const onError = vi.fn()
    const table = createRedirectTable({ load, ttlMs: 30_000, now: () => clock, onError })
    return { table, load, onError, advance: (ms: number) => (clock += ms) }
  }

  it('loads once for concurrent first requests and serves from memory until the TTL passes', async () => {
    let target = '/de/neu/'
    const { table, load, advance } = setup(async () => [row(target)])
    const [a, b] = await Promise.all([table.lookup(), table.lookup()])
    expect(load).toHaveBeenCalledTimes(1)
    expect(a('/de/alt/', market)?.target).toBe('/de/neu/')
    expect(b).toBe(a)

    target = '/de/neuer/'
    advance(29_999)
    expect((await table.lookup())('/de/alt/', market)?.target).toBe('/de/neu/')
    expect(load).toHaveBeenCalledTimes(1)

    advance(1)
    expect((await table.lookup())('/de/alt/', market)?.target).toBe('/de/neuer/')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('reloads at once after invalidate()', async () => {
    let target = '/de/neu/'
    const { table, load } = setup(async () => [row(target)])
    await table.lookup()
    target = '/de/neuer/'
    table.invalidate()
    expect((await table.lookup())('/de/alt/', market)?.target).toBe('/de/neuer/')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('does not cache rows that were read before an invalidate()', async () => {
    let release: (rows: Redirect[]) => void = () => undefined
    let calls = 0
    const { table } = setup(() =>
      ++calls === 1 ? new Promise((resolve) => (release = resolve)) : Promise.resolve([row('/de/neuer/')]),
    )
    const first = table.lookup()
    table.invalidate()
    release([row('/de/neu/')])
    await first
    expect((await table.lookup())('/de/alt/', market)?.target).toBe('/de/neuer/')
  })

  it('serves no redirects when the database fails, reports once, and recovers', async () => {
    let fail = true
    const { table, onError, advance } = setup(async () => {
      if (fail) throw new Error('database down')
      return [row('/de/neu/')]
    })
    expect((await table.lookup())('/de/alt/', market)).toBeNull()
    advance(30_000)
    expect((await table.lookup())('/de/alt/', market)).toBeNull()
    expect(onError).toHaveBeenCalledTimes(1)

    fail = false
    advance(30_000)
    expect((await table.lookup())('/de/alt/', market)?.target).toBe('/de/neu/')

    fail = true
    advance(30_000)
    await table.lookup()
    expect(onError).toHaveBeenCalledTimes(2)
  })
})
