import { describe, expect, it } from 'vitest'
import { buildShopConfig, MARKET_CODES } from '@/lib/config'

const PRODUCTION_DOMAINS = {
  'de-de': 'www.example.de',
  'de-at': 'www.example.at',
  'de-ch': 'www.example.ch',
  'fr-ch': 'fr.example.ch',
  'fr-be': 'www.example.be',
  'nl-be': 'nl.example.be',
  'nl-nl': 'www.example.nl',
  'fr-fr': 'www.example.fr',
}

const domainsOf = (env: Record<string, string>) =>
  Object.fromEntries(buildShopConfig(env).markets.map((m) => [m.code, m.domain]))

describe('shop configuration from the environment (spec 01 §1)', () => {
  it.each([
    ['an unknown flavour', { SHOP_FLAVOUR: 'xyz' }],
    ['an unknown default market', { DEFAULT_MARKET: 'xx-yy' }],
    ['an unknown deployment environment', { DEPLOYMENT_ENV: 'staging' }],
    ['MARKET_DOMAINS that is not JSON', { MARKET_DOMAINS: '{de-de: www.example.de' }],
    ['MARKET_DOMAINS that is a JSON array', { MARKET_DOMAINS: '["www.example.de"]' }],
    ['a domain used by two markets', { MARKET_DOMAINS: '{"de-de":"shop.example","de-at":"shop.example"}' }],
    ['a domain equal to another market’s default', { MARKET_DOMAINS: '{"de-at":"de-de.localhost"}' }],
    ['an unknown market key (typo)', { MARKET_DOMAINS: '{"de_de":"www.example.de"}' }],
    ['a domain with a scheme', { MARKET_DOMAINS: '{"de-de":"https://www.example.de"}' }],
    ['a domain with a path', { MARKET_DOMAINS: '{"de-de":"www.example.de/shop"}' }],
    ['a domain that is not a string', { MARKET_DOMAINS: '{"de-de":42}' }],
    ['an empty domain', { MARKET_DOMAINS: '{"de-de":""}' }],
  ])('spec 01 §1: %s is rejected when the configuration is built', (_case, env) => {
    expect(() => buildShopConfig(env)).toThrow()
  })

  it('spec 01 §1: without MARKET_DOMAINS every market answers on {code}.localhost', () => {
    expect(domainsOf({})).toEqual(Object.fromEntries(MARKET_CODES.map((code) => [code, `${code}.localhost`])))
  })

  it('spec 01 §1: MARKET_DOMAINS maps every market to its production domain', () => {
    expect(domainsOf({ MARKET_DOMAINS: JSON.stringify(PRODUCTION_DOMAINS) })).toEqual(PRODUCTION_DOMAINS)
  })

  it('spec 01 §1: markets missing from MARKET_DOMAINS keep {code}.localhost; domains are lowercased', () => {
    const domains = domainsOf({ MARKET_DOMAINS: '{"de-ch":"WWW.Example.CH","nl-nl":"localhost:3001"}' })
    expect(domains['de-ch']).toBe('www.example.ch')
    expect(domains['nl-nl']).toBe('localhost:3001')
    expect(domains['de-de']).toBe('de-de.localhost')
    expect(domains['fr-fr']).toBe('fr-fr.localhost')
  })

  it.each([
    [{}, 'de-de', 'development'],
    [{ DEFAULT_MARKET: 'fr-ch' }, 'fr-ch', 'development'],
    [{ NODE_ENV: 'production' }, 'de-de', 'production'],
    [{ NODE_ENV: 'production', DEPLOYMENT_ENV: 'preview' }, 'de-de', 'preview'],
    [{ DEPLOYMENT_ENV: 'qa' }, 'de-de', 'qa'],
  ])('spec 01 §1: env %j gives default market %s and deployment %s', (env, defaultMarket, deploymentEnv) => {
    const config = buildShopConfig(env)
    expect(config.defaultMarket).toBe(defaultMarket)
    expect(config.deploymentEnv).toBe(deploymentEnv)
  })

  it('spec 01 §1: empty values (as a copied .env.example sets them) mean "unset", not invalid', () => {
    const config = buildShopConfig({
      SHOP_FLAVOUR: '',
      DEFAULT_MARKET: '',
      DEPLOYMENT_ENV: '',
      MARKET_DOMAINS: '',
    })
    expect([config.flavour, config.defaultMarket, config.deploymentEnv]).toEqual([
      'home',
      'de-de',
      'development',
    ])
  })
})
