import { describe, expect, it } from 'vitest'
import { getMarket, type MarketCode } from '@/lib/config'
import {
  acceptsGiftCard,
  checkoutPaymentMethods,
  COD_MAX_CENTS,
  isOfflineMethod,
  isOnlineMethod,
  isPaymentAllowed,
  paypalInstalmentsOffered,
} from '@/lib/checkout/rules/payment-methods'
import { PAYMENT_CODES } from '@/lib/config/payment'

const ctx = { applePaySupported: true, totalCents: 5000, hasBulky: false }
const methods = (code: MarketCode, over: Partial<typeof ctx> = {}) =>
  checkoutPaymentMethods(getMarket(code), { ...ctx, ...over })

describe('payment methods per market (issue 11 item 3, codes of spec 01 §1)', () => {
  it.each<[MarketCode, string[]]>([
    ['de-de', ['KK', 'PP', 'RE', 'V', 'AP', 'KD', 'KC', 'KN', 'NN']],
    ['de-at', ['KK', 'PP', 'RE', 'V', 'AP', 'KC', 'KN']],
    ['de-ch', ['KK', 'PP', 'RE', 'TW', 'AP']],
    ['fr-ch', ['KK', 'PP', 'RE', 'TW', 'AP']],
    ['fr-be', ['KK', 'PP', 'RE', 'V', 'AP']],
    ['nl-be', ['KK', 'PP', 'RE', 'V', 'AP']],
    ['nl-nl', ['KK', 'PP', 'RE', 'V', 'AP', 'IL']],
    ['fr-fr', ['KK', 'PP']],
  ])('%s offers %j', (code, expected) => expect(methods(code)).toEqual(expected))

  it('every code of spec 01 §1 is used by some market', () => {
    const used = new Set(
      (['de-de', 'de-at', 'de-ch', 'fr-ch', 'fr-be', 'nl-be', 'nl-nl', 'fr-fr'] as const).flatMap((m) => [
        ...getMarket(m).paymentMethods,
      ]),
    )
    expect(PAYMENT_CODES.filter((c) => !used.has(c))).toEqual([])
  })

  it('every code is either online (payment port) or offline (settled by the shop)', () => {
    for (const code of PAYMENT_CODES) expect(isOnlineMethod(code) !== isOfflineMethod(code)).toBe(true)
  })

  it('Apple Pay only where the browser supports it', () => {
    expect(methods('de-de', { applePaySupported: false })).not.toContain('AP')
    expect(methods('nl-nl', { applePaySupported: false })).not.toContain('AP')
  })

  it.each([
    ['freight goods', { hasBulky: true }, false],
    ['at the limit', { totalCents: COD_MAX_CENTS }, true],
    ['above the limit', { totalCents: COD_MAX_CENTS + 1 }, false],
  ])('cash on delivery (de-de) %s: %s', (_name, over, offered) => {
    expect(methods('de-de', over).includes('NN')).toBe(offered)
  })

  it('the gift card is a partial method beside the list, where the market takes it', () => {
    expect(methods('de-de')).not.toContain('G')
    expect(acceptsGiftCard(getMarket('de-de'))).toBe(true)
    expect(acceptsGiftCard(getMarket('fr-fr'))).toBe(false)
  })

  it.each<[MarketCode, number, boolean]>([
    ['de-de', 9_900, true],
    ['de-de', 9_899, false],
    ['de-de', 500_000, true],
    ['de-de', 500_001, false],
    ['de-at', 20_000, false],
    ['de-ch', 20_000, false],
    ['nl-nl', 20_000, false],
  ])('PayPal instalments only in Germany (spec 01 §1): %s %i → %s', (code, total, offered) => {
    expect(paypalInstalmentsOffered(getMarket(code), total)).toBe(offered)
  })

  it('the server check: an offered method, none when a gift card pays everything', () => {
    const de = getMarket('de-de')
    expect(isPaymentAllowed(de, 'KD', ctx)).toBe(true)
    expect(isPaymentAllowed(de, 'IL', ctx)).toBe(false)
    expect(isPaymentAllowed(getMarket('nl-nl'), 'IL', ctx)).toBe(true)
    expect(isPaymentAllowed(getMarket('de-ch'), 'TW', ctx)).toBe(true)
    expect(isPaymentAllowed(de, null, ctx)).toBe(false)
    expect(isPaymentAllowed(de, 'G', ctx)).toBe(false)
    expect(isPaymentAllowed(de, null, { ...ctx, totalCents: 0 })).toBe(true)
    expect(isPaymentAllowed(de, 'G', { ...ctx, totalCents: 0 })).toBe(true)
    expect(isPaymentAllowed(de, 'KK', { ...ctx, totalCents: 0 })).toBe(false)
  })
})
