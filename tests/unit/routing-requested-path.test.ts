import { describe, expect, it } from 'vitest'
import {
  notFoundDestination,
  paramSegments,
  REQUESTED_PATH_MAX_LENGTH,
  requestedPathFromSegments,
} from '@/lib/routing/rules/requested-path'

describe('spec 01 §8: the proxy sends a path it knows is not found to the not-found route, path appended', () => {
  it.each([
    ['/de-de/de/not-found/', '/xx/gibt-es-nicht/', '/de-de/de/not-found/xx/gibt-es-nicht/'],
    ['/fr-ch/fr/not-found/', '/x.php', '/fr-ch/fr/not-found/x.php/'],
    ['/de-de/de/not-found/', '/de/p/nichts-999/', '/de-de/de/not-found/de/p/nichts-999/'],
    ['/de-de/de/not-found/', '/xx/über uns/', '/de-de/de/not-found/xx/%C3%BCber%20uns/'],
    ['/de-de/de/not-found/', '/xx/a?b#c/', '/de-de/de/not-found/xx/a%3Fb%23c/'],
    ['/de-de/de/not-found/', '/xx/100%/', '/de-de/de/not-found/xx/100%25/'],
  ])('%s + %s → %s', (route, path, destination) => {
    expect(notFoundDestination(route, path)).toBe(destination)
  })
})

describe('spec 01 §8: the path shown comes from the route params (the cache key)', () => {
  it.each([
    [['de', 'gibt-es-nicht'], '/de/gibt-es-nicht/'],
    [['xx', 'gibt-es-nicht'], '/xx/gibt-es-nicht/'],
    [['fr', 'a', 'b', 'c'], '/fr/a/b/c/'],
    [['de', '%C3%BCber-uns'], '/de/über-uns/'],
    [['de', 'über-uns'], '/de/über-uns/'],
    [['de', '100%'], '/de/100%/'],
    [['x.php'], '/x.php'],
    [['de', 'katalog.pdf'], '/de/katalog.pdf'],
    [['nl', 'documentation', 'nope'], '/nl/documentation/nope/'],
    [['de', 'p', '4711'], '/de/p/4711/'],
    [['de', undefined], '/de/'],
    [[], '/'],
    [['de', '<img src=x onerror=alert(1)>'], '/de/<img src=x onerror=alert(1)>/'],
  ])('%j → %s', (segments, path) => {
    expect(requestedPathFromSegments(segments)).toBe(path)
  })

  it('round-trips what the proxy appends', () => {
    const path = '/xx/über uns/100%/'
    const appended = notFoundDestination('/de-de/de/not-found/', path).split('/').slice(4, -1)
    expect(requestedPathFromSegments(appended)).toBe(path)
  })

  it('is bounded: a long path is cut to REQUESTED_PATH_MAX_LENGTH characters with an ellipsis', () => {
    const shown = requestedPathFromSegments(['de', 'ä'.repeat(1000)])
    expect(Array.from(shown)).toHaveLength(REQUESTED_PATH_MAX_LENGTH)
    expect(shown.startsWith('/de/ää')).toBe(true)
    expect(shown.endsWith('…')).toBe(true)
  })

  it('drops control characters', () => {
    expect(requestedPathFromSegments(['de', 'a%0D%0AX-Evil:%201'])).toBe('/de/aX-Evil: 1/')
  })

  it.each([
    [undefined, []],
    ['4711', ['4711']],
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
  ] as const)('paramSegments(%j) → %j', (value, segments) => {
    expect(paramSegments(value)).toEqual(segments)
  })
})
