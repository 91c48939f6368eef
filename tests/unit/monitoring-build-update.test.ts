// Spec 01 §4 (the app polls for a new build and signals an update when the build id differs; after a
// chunk-loading failure it reloads and keeps its state) and §7 (latest-build file polled periodically).
import { describe, expect, it } from 'vitest'
import {
  BUILD_POLL_INTERVAL_MS,
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadFailure,
  isNewBuild,
  parseMark,
  scrollToRestore,
  shouldPoll,
  shouldReloadForChunk,
} from '@/lib/monitoring/rules/build-update'

describe('isNewBuild (spec 01 §4 build id differs)', () => {
  it.each([
    ['1.0-abc-1', '1.0-def-2', true],
    ['1.0-abc-1', '1.0-abc-1', false],
    ['1.0-abc-1', null, false],
    ['1.0-abc-1', '', false],
    [null, '1.0-abc-1', false],
    ['dev', '1.0-abc-1', false],
    ['development', 'x', false],
  ])('page %s, latest %s → %s', (page, latest, expected) => {
    expect(isNewBuild(page, latest)).toBe(expected)
  })
})

describe('shouldPoll (every 5 minutes, at once on return, never hidden)', () => {
  const now = 10_000_000
  it.each([
    ['visible', null, true],
    ['visible', now - BUILD_POLL_INTERVAL_MS, true],
    ['visible', now - BUILD_POLL_INTERVAL_MS + 1, false],
    ['hidden', null, false],
    ['hidden', now - 10 * BUILD_POLL_INTERVAL_MS, false],
    ['prerender', null, false],
  ] as const)('%s, last poll %s → %s', (visibility, last, expected) => {
    expect(shouldPoll(visibility, last, now)).toBe(expected)
  })
})

describe('isChunkLoadFailure (spec 01 §4 chunk-loading failure)', () => {
  it.each([
    ['ChunkLoadError', 'Loading chunk 4711 failed.', true],
    ['Error', 'Loading chunk app-pages-internals failed', true],
    ['Error', 'Loading CSS chunk 12 failed', true],
    ['TypeError', 'Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js', true],
    ['TypeError', 'error loading dynamically imported module', true],
    ['TypeError', 'Importing a module script failed.', true],
    ['TypeError', 'Failed to fetch', false],
    ['Error', 'e2e-boom', false],
    [null, null, false],
  ])('%s: %s → %s', (name, message, expected) => {
    expect(isChunkLoadFailure(name, message)).toBe(expected)
  })
})

describe('chunk reload guard and scroll restore', () => {
  const now = 50_000_000
  const href = 'https://x.de/de/p/topf-1/'
  it.each([
    [null, true],
    [{ at: now - CHUNK_RELOAD_GUARD_MS, scrollY: 0, href }, true],
    [{ at: now - CHUNK_RELOAD_GUARD_MS + 1, scrollY: 0, href }, false],
    [{ at: now - 1000, scrollY: 800, href }, false],
  ])('previous mark %j → reload %s', (mark, expected) => {
    expect(shouldReloadForChunk(mark, now)).toBe(expected)
  })

  it.each([
    [{ at: now - 2000, scrollY: 800, href }, href, 800],
    [{ at: now - 2000, scrollY: 800, href }, 'https://x.de/de/', null],
    [{ at: now - 31_000, scrollY: 800, href }, href, null],
    [{ at: now - 2000, scrollY: 0, href }, href, null],
    [null, href, null],
  ])('mark %j at %s → scroll to %s', (mark, at, expected) => {
    expect(scrollToRestore(mark, at, now)).toBe(expected)
  })

  it.each([
    [null, null],
    ['', null],
    ['{', null],
    ['{"at":1,"scrollY":2}', null],
    ['{"at":1,"scrollY":2,"href":"h"}', { at: 1, scrollY: 2, href: 'h' }],
  ])('parseMark(%j)', (stored, expected) => {
    expect(parseMark(stored)).toEqual(expected)
  })
})
