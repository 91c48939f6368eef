import { describe, expect, it } from 'vitest'
import { buildShopConfig, MARKET_CODES } from '@/lib/config'
import { resolveMarket } from '@/lib/routing/rules/market'

const localConfig = buildShopConfig({})
const prodConfig = buildShopConfig({
  DEFAULT_MARKET: 'de-ch',
  MARKET_DOMAINS: JSON.stringify({
    'de-de': 'www.example.de',
    'fr-ch': 'fr.example.ch',
    'nl-nl': 'shop.example:8443',
  }),
})
const configs = { local: localConfig, prod: prodConfig }

describe('resolveMarket: the market comes from the host (spec 01 §1)', () => {
  it.each(MARKET_CODES.map((code) => [`${code}.localhost:3000`, code]))(
    'spec 01 §1: %s → %s',
    (host, code) => {
      expect(resolveMarket(host, localConfig)?.code).toBe(code)
    },
  )

  it.each<['local' | 'prod', string | null, string | null]>([
    ['local', 'DE-CH.localhost', 'de-ch'],
    ['local', '  fr-be.localhost  ', 'fr-be'],
    ['local', 'localhost:3000', 'de-de'],
    ['local', 'LOCALHOST', 'de-de'],
    ['local', '127.0.0.1:3000', 'de-de'],
    ['local', '[::1]:3000', 'de-de'],
    ['local', 'de-ch.localhost.evil.example', null],
    ['local', 'evil.example', null],
    ['local', 'localhost.evil.example', null],
    ['local', '', null],
    ['local', null, null],
    // Production domains: the configured ones, with or without port; loopback → DEFAULT_MARKET.
    ['prod', 'www.example.de', 'de-de'],
    ['prod', 'www.example.de:443', 'de-de'],
    ['prod', 'FR.Example.CH', 'fr-ch'],
    ['prod', 'shop.example:8443', 'nl-nl'],
    ['prod', 'shop.example:9000', null],
    ['prod', 'de-de.localhost', null],
    ['prod', 'de-at.localhost:3000', 'de-at'],
    ['prod', 'localhost:3000', 'de-ch'],
    ['prod', '127.0.0.1', 'de-ch'],
  ])('spec 01 §1: with the %s configuration, host %j → %j', (which, host, code) => {
    expect(resolveMarket(host, configs[which])?.code ?? null).toBe(code)
  })
})
