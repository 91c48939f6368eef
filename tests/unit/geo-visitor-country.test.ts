import { describe, expect, it } from 'vitest'
import { countryOfAddress } from '@/lib/geo/server/ip-database'
import { InvalidPretendAddress, visitorCountry, type LookupSettings } from '@/lib/geo/server/visitor-country'

// Spec 02 §2 country picker: "The visitor's country comes from an IP lookup." The offline database of
// the shop (DB-IP Lite), the client address behind TRUST_PROXY, a CDN's header, a pretended address.
const SWISS = '130.59.31.80' // SWITCH, the Swiss research network (the e2e's Swiss visitor)
const GERMAN = '88.198.0.1'
const TEST_NET = '198.51.100.7' // the address the other e2e tests send: no country

const base: LookupSettings = {
  countryHeader: null,
  databasePath: null,
  pretendIp: null,
  trustedProxies: 1,
  deploymentEnv: 'production',
}
const request = (headers: Record<string, string>) => new Request('http://de-de.localhost/', { headers })

describe('the offline country database', () => {
  it.each([
    [SWISS, 'ch'],
    [GERMAN, 'de'],
    ['2001:620::', 'ch'],
    [TEST_NET, null],
    ['127.0.0.1', null],
    ['10.1.2.3', null],
    ['not an address', null],
  ])('%s is %j', (address, country) => {
    expect(countryOfAddress(address)).toBe(country)
  })

  it('answers unknown for a missing database instead of failing', () => {
    expect(countryOfAddress(SWISS, 'no/such/file.mmdb')).toBeNull()
  })
})

describe("the visitor's country", () => {
  it.each<[string, Record<string, string>, Partial<LookupSettings>, string | null]>([
    ['the proxy-written address', { 'x-forwarded-for': SWISS }, {}, 'ch'],
    ["the proxy's entry, not the client's claim", { 'x-forwarded-for': `${SWISS}, ${GERMAN}` }, {}, 'de'],
    ['two proxies', { 'x-forwarded-for': `${SWISS}, ${GERMAN}` }, { trustedProxies: 2 }, 'ch'],
    ['a test address', { 'x-forwarded-for': TEST_NET }, {}, null],
    ['no address', {}, {}, null],
    ['an IPv6 client', { 'x-forwarded-for': '2001:620:0:1::42' }, {}, 'ch'],
    [
      "the CDN's header",
      { 'cf-ipcountry': 'CH', 'x-forwarded-for': GERMAN },
      { countryHeader: 'cf-ipcountry' },
      'ch',
    ],
    ["the CDN's unknown", { 'cf-ipcountry': 'XX' }, { countryHeader: 'cf-ipcountry' }, null],
    [
      'a pretend header in production: ignored',
      { 'x-geo-pretend-ip': SWISS, 'x-forwarded-for': GERMAN },
      {},
      'de',
    ],
    [
      'a pretend header in qa',
      { 'x-geo-pretend-ip': SWISS, 'x-forwarded-for': GERMAN },
      { deploymentEnv: 'qa' },
      'ch',
    ],
    ['GEO_PRETEND_IP in development', {}, { deploymentEnv: 'development', pretendIp: SWISS }, 'ch'],
    [
      'GEO_PRETEND_IP before the CDN header',
      { 'cf-ipcountry': 'DE' },
      { deploymentEnv: 'development', pretendIp: SWISS, countryHeader: 'cf-ipcountry' },
      'ch',
    ],
  ])('%s', (_, headers, settings, country) => {
    expect(visitorCountry(request(headers), {}, { ...base, ...settings })).toBe(country)
  })

  it('takes the geo-ip parameter in development and refuses a malformed one', () => {
    const settings = { ...base, deploymentEnv: 'development' }
    expect(visitorCountry(request({}), { pretendParam: SWISS }, settings)).toBe('ch')
    expect(() => visitorCountry(request({}), { pretendParam: 'zurich' }, settings)).toThrow(
      InvalidPretendAddress,
    )
    expect(visitorCountry(request({ 'x-forwarded-for': GERMAN }), { pretendParam: 'zurich' }, base)).toBe(
      'de',
    )
  })
})
