// Who sees the monitoring page (issue 12 item 5): the mailbox's environments, or MONITORING_SECRET.
import { describe, expect, it } from 'vitest'
import { monitoringPageOpen, secretMatches } from '@/lib/monitoring/server/access'

describe('secretMatches (constant time, hashed first)', () => {
  it.each([
    ['a-long-enough-secret', 'a-long-enough-secret', true],
    ['a-long-enough-secreT', 'a-long-enough-secret', false],
    ['short', 'a-long-enough-secret', false],
    ['', 'a-long-enough-secret', false],
    [null, 'a-long-enough-secret', false],
    ['anything', null, false],
  ])('%s against %s → %s', (given, expected, result) => {
    expect(secretMatches(given, expected)).toBe(result)
  })
})

describe('monitoringPageOpen (the mailbox gate, or the secret)', () => {
  it.each([
    ['development', null, true],
    ['qa', null, true],
    ['production', null, false],
    ['preview', 'a-guess-of-a-secret', false],
  ] as const)('%s with %s → %s', (env, given, open) => {
    // No MONITORING_SECRET in the test environment: production stays closed whatever is given.
    expect(monitoringPageOpen(given, env)).toBe(open)
  })
})
