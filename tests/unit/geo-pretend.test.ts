import { describe, expect, it } from 'vitest'
import { lookupAddress, pretendAddress, type PretendSources } from '@/lib/geo/rules/pretend'

// Issue 12 item 3 (spec 02 §2 country picker): a documented way to pretend a visitor address in
// development and tests, never in production.
describe('a pretended visitor address', () => {
  it.each<[string, PretendSources, ReturnType<typeof pretendAddress>]>([
    [
      'the parameter in development',
      { deploymentEnv: 'development', param: '130.59.31.80' },
      { kind: 'address', address: '130.59.31.80' },
    ],
    [
      'the header in qa',
      { deploymentEnv: 'qa', header: '130.59.31.80' },
      { kind: 'address', address: '130.59.31.80' },
    ],
    [
      'the environment in development',
      { deploymentEnv: 'development', env: '88.198.0.1' },
      { kind: 'address', address: '88.198.0.1' },
    ],
    [
      'the parameter before header and environment',
      { deploymentEnv: 'qa', param: '1.1.1.1', header: '2.2.2.2', env: '3.3.3.3' },
      { kind: 'address', address: '1.1.1.1' },
    ],
    [
      'an IPv6 address, as its /64 network',
      { deploymentEnv: 'development', param: '2001:620:0:1::42' },
      { kind: 'address', address: '2001:620:0:1::' },
    ],
    [
      'an IPv4-mapped address',
      { deploymentEnv: 'development', param: '::ffff:130.59.31.80' },
      { kind: 'address', address: '130.59.31.80' },
    ],
    ['nothing asked', { deploymentEnv: 'development' }, { kind: 'none' }],
    ['blank values', { deploymentEnv: 'development', param: ' ', env: '' }, { kind: 'none' }],
    [
      'a malformed parameter',
      { deploymentEnv: 'development', param: 'switzerland' },
      { kind: 'invalid', source: 'param' },
    ],
    [
      'a malformed environment value',
      { deploymentEnv: 'qa', env: '999.1.1.1' },
      { kind: 'invalid', source: 'env' },
    ],
    [
      'anything in production',
      { deploymentEnv: 'production', param: '130.59.31.80', header: '130.59.31.80', env: '130.59.31.80' },
      { kind: 'none' },
    ],
    ['anything in preview', { deploymentEnv: 'preview', param: '130.59.31.80' }, { kind: 'none' }],
  ])('%s', (_, sources, result) => {
    expect(pretendAddress(sources)).toEqual(result)
  })

  it.each([
    ['130.59.31.80', '130.59.31.80'],
    ['2001:620:0:1::/64', '2001:620:0:1::'],
  ])('looks %s up as %s', (address, key) => {
    expect(lookupAddress(address)).toBe(key)
  })
})
