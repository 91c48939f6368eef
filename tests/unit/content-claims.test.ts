/**
 * What the content promises, pinned to what the shop does (spec 01 §1 payment methods per market,
 * spec 01 §2 account screens), over every flavour's real stories in de, fr and nl:
 * - the payment methods the shipping & payment page names per country are the markets' methods;
 * - the TWINT banner shows only where TWINT is offered;
 * - vouchers and gift cards are redeemed at the checkout (components/checkout/CodeFields.tsx), and no
 *   text sends shoppers to the basket for it;
 * - the account offers cancelling an order, a contact form and complaints, but no return registration,
 *   and no text promises one;
 * - the links to the account contact form are the contact screen's paths;
 * - every code a banner or coupon offers is a voucher the shop knows, worth what the coupon says, with no
 *   condition the text leaves out (lib/orders/server/seed/index.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { FLAVOURS, type Flavour } from '@/lib/config/flavours'
import { LANGUAGES, MARKET_DEFINITIONS, type Language } from '@/lib/config/markets'
import type { PaymentCode } from '@/lib/config/payment'
import { buildShopOptions } from '@/lib/config/shop-options'
import { PATHNAMES } from '@/lib/i18n/pathnames'
import { defaultContentRoot } from '@/lib/content/server/embedded/fetch'
import { loadSpace } from '@/lib/content/server/embedded/load'
import { localizeTree } from '@/lib/content/rules/embedded/localize'
import type { Space } from '@/lib/content/rules/embedded/space'
import { SEED_VOUCHERS } from '@/lib/orders/server/seed'

type Node = Record<string, unknown>

/** Every string of a localized content tree under the given keys, in document order. */
function strings(node: unknown, keys: readonly string[], found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => strings(item, keys, found))
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && keys.includes(key)) found.push(value)
      else strings(value, keys, found)
    }
  return found
}

/** The plain text of each paragraph-like node (rich-text paragraphs joined from their text runs). */
function paragraphs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => paragraphs(item, found))
  else if (node && typeof node === 'object') {
    const n = node as Node
    if (n.type === 'paragraph' || n.type === 'heading') found.push(strings(n.content, ['text']).join(''))
    else
      for (const [key, value] of Object.entries(n)) {
        if (typeof value === 'string' && /^(text|description|promotion_text|question|subline)$/.test(key))
          found.push(value)
        else paragraphs(value, found)
      }
  }
  return found
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/)

// The method names the shipping & payment page uses, per language.
// prettier-ignore
const METHOD_NAMES: Record<Language, Record<string, PaymentCode>> = {
  de: { Kreditkarte: 'KK', PayPal: 'PP', Rechnung: 'RE', Vorkasse: 'V', Geschenkgutschein: 'G', 'Apple Pay': 'AP', 'Klarna Ratenkauf': 'KD', 'Klarna Später bezahlen': 'KC', 'Klarna Sofort bezahlen': 'KN', Nachnahme: 'NN', TWINT: 'TW', iDEAL: 'IL' },
  fr: { 'carte de crédit': 'KK', PayPal: 'PP', facture: 'RE', 'paiement anticipé': 'V', 'carte cadeau': 'G', 'Apple Pay': 'AP', 'paiement échelonné Klarna': 'KD', 'Klarna Payer plus tard': 'KC', 'Klarna Payer maintenant': 'KN', 'paiement à la livraison': 'NN', TWINT: 'TW', iDEAL: 'IL' },
  nl: { creditcard: 'KK', PayPal: 'PP', 'op rekening': 'RE', vooruitbetaling: 'V', cadeaubon: 'G', 'Apple Pay': 'AP', 'Klarna gespreid betalen': 'KD', 'Klarna later betalen': 'KC', 'Klarna direct betalen': 'KN', 'onder rembours': 'NN', TWINT: 'TW', iDEAL: 'IL' },
}
const COUNTRY_NAMES: Record<Language, Record<string, string>> = {
  de: { Deutschland: 'de', Österreich: 'at', Schweiz: 'ch', Belgien: 'be', Niederlande: 'nl' },
  fr: { Allemagne: 'de', Autriche: 'at', Suisse: 'ch', Belgique: 'be', 'Pays-Bas': 'nl' },
  nl: { Duitsland: 'de', Oostenrijk: 'at', Zwitserland: 'ch', België: 'be', Nederland: 'nl' },
}
const FULL_MARKETS = MARKET_DEFINITIONS.filter((m) => !m.partial)
const methodsOf = (country: string) =>
  new Set(FULL_MARKETS.filter((m) => m.country === country).flatMap((m) => m.paymentMethods))

const VOUCHER =
  /gutschein|bon d.achat|code promo|carte cadeau|cartes cadeaux|kortingscode|cadeaubon|cadeaukaart|einlös|eingelöst|inwissel|ingewisseld|se saisi/i
const BASKET = /warenkorb|panier|winkelmand/i
const RETURN_IN_ACCOUNT =
  /Rücksendung\w* in Ihrem Kundenkonto|Anmeldung der Rücksendung|Rücksendungen und Rechnungen|déclar\w* (le|du) retour|retours et factures|retour aan|aanmelden van de retour|retouren en facturen/i

const spaces = new Map<Flavour, Space>()
beforeAll(async () => {
  for (const flavour of FLAVOURS)
    spaces.set(flavour, await loadSpace(defaultContentRoot(), () => {}, flavour))
})

describe.each(FLAVOURS)('the %s flavour’s promises', (flavour) => {
  const published = () => spaces.get(flavour)!.stories('published')
  const story = (slug: string) => published().find((r) => r.fullSlug === slug)

  it.each(LANGUAGES)(
    'shipping & payment (%s) names each country’s payment methods, no more, no fewer',
    (language) => {
      const content = localizeTree(story('versand-und-zahlung')!.data.content, [language])
      const rows = paragraphs(content)
        .map((text) => /^([^:]+?)\s?:\s+(.+)$/.exec(text))
        .filter((m): m is RegExpExecArray => !!m && !!COUNTRY_NAMES[language][m[1]!.trim()])
      expect(rows.map((m) => COUNTRY_NAMES[language][m[1]!.trim()]).sort()).toEqual([
        'at',
        'be',
        'ch',
        'de',
        'nl',
      ])
      for (const [, name, list] of rows) {
        const country = COUNTRY_NAMES[language][name!.trim()]!
        const named = list!.split(/,\s*|\s+(?:und|et|en)\s+/).map((item) => {
          const code = METHOD_NAMES[language][item.trim()]
          expect(code, `${name}: "${item}"`).toBeDefined()
          return code
        })
        expect(new Set(named), name).toEqual(methodsOf(country))
      }
    },
  )

  it('shows the TWINT banner only in markets that offer TWINT', () => {
    const banners = (story('layout/session')!.data.content.banners ?? []) as Node[]
    const twint = banners.filter((b) => /twint/i.test(JSON.stringify(b)))
    for (const banner of twint) {
      const markets = banner.markets as string[]
      expect(markets.length).toBeGreaterThan(0)
      for (const code of markets)
        expect(MARKET_DEFINITIONS.find((m) => m.code === code)?.paymentMethods).toContain('TW')
    }
  })

  it.each(LANGUAGES)(
    'sends no one to the basket to redeem a voucher, and promises no return registration (%s)',
    (language) => {
      const wrong: string[] = []
      for (const record of published()) {
        for (const text of paragraphs(localizeTree(record.data.content, [language])))
          for (const sentence of sentences(text)) {
            if (VOUCHER.test(sentence) && BASKET.test(sentence)) wrong.push(`${record.fullSlug}: ${sentence}`)
            if (RETURN_IN_ACCOUNT.test(sentence)) wrong.push(`${record.fullSlug}: ${sentence}`)
          }
      }
      expect(wrong).toEqual([])
    },
  )

  it.each(LANGUAGES)('links the account contact form at its screen’s path (%s)', (language) => {
    const content = localizeTree(story('kontakt')!.data.content, [language])
    const links = strings(content, ['href']).filter((href) => /konto|compte|account/.test(href))
    expect(links).toEqual([`/${language}${PATHNAMES['/account/contact'][language]}/`])
  })

  it('promises cancelling in the account only where every full market lets customers cancel', () => {
    for (const market of FULL_MARKETS) expect(buildShopOptions(market, flavour).cancelOrder).toBe(true)
  })

  it('offers only codes the shop redeems, on the terms the coupon states', () => {
    const session = story('layout/session')!.data.content
    const coupons = (session.coupons ?? []) as Node[]
    const banners = (session.banners ?? []) as Node[]
    const offered = new Set<string>()
    for (const coupon of coupons) {
      const code = String(coupon.code)
      offered.add(code)
      const voucher = SEED_VOUCHERS.find((v) => v.code === code)
      expect(voucher, code).toMatchObject({ kind: 'percent', value: Number(coupon.discount_percent) })
      expect(voucher?.minimumOrderCents ?? 0, code).toBe(Number(coupon.min_order_value_cents))
      // A restriction the coupon does not name would make its text untrue.
      expect(
        [voucher?.market, voucher?.maxUses, voucher?.validUntil].filter((x) => x != null),
        code,
      ).toEqual([])
    }
    for (const banner of banners)
      for (const [, code] of JSON.stringify(banner).matchAll(/\b([A-Z]{4,}\d{2})\b/g)) {
        expect(
          SEED_VOUCHERS.map((v) => v.code),
          `banner code ${code}`,
        ).toContain(code)
        offered.add(code!)
      }
    expect(offered.size).toBeGreaterThan(0)
  })
})
