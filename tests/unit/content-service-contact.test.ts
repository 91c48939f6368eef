/**
 * The shop's service contact per market (spec 01 §9 service numbers per country): one source, the
 * footer story's hotline entries, read by the footer and by the contact page's service_contact block.
 * Table over every flavour's real content: each market gets its own country's number, address and a
 * mail address at the flavour's domain, the same in the footer and on the contact page.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { defaultServiceAddress } from '@/lib/account/server/service-mail'
import { FLAVOUR_RULES, FLAVOURS, type Flavour } from '@/lib/config/flavours'
import { MARKET_DEFINITIONS } from '@/lib/config/markets'
import { defaultContentRoot } from '@/lib/content/server/embedded/fetch'
import { loadSpace } from '@/lib/content/server/embedded/load'
import { localizeTree } from '@/lib/content/rules/embedded/localize'
import type { Space } from '@/lib/content/rules/embedded/space'
import { readFooterNavigation } from '@/lib/content/rules/navigation'
import { readServiceContact, SERVICE_CONTACT_COMPONENT } from '@/lib/content/rules/service-contact'

describe('readServiceContact', () => {
  const footer = {
    hotline: [
      { component: 'hotline', _uid: 'bad', phone: 'javascript:alert(1)', markets: ['de-ch'] },
      {
        component: 'hotline',
        _uid: 'ch',
        phone: '+41 (0)44 123 45 67',
        hours: 'Mo–Fr 8–18 Uhr',
        street: 'Bahnhofstrasse 45',
        postal_code: '8001',
        city: 'Zürich',
        country: 'CH',
        email: 'not a mail',
        opening_hours: [
          { component: 'opening_hours', _uid: 'o', days: 'monday', opens: '8:00', closes: '18:00' },
          'x',
        ],
        markets: ['de-ch', 'fr-ch'],
      },
      { component: 'hotline', _uid: 'all', phone: '+49 30 1234 5670' },
    ],
  }

  it('takes the first usable entry naming the market, else one naming none', () => {
    expect(readServiceContact(footer, 'fr-ch')).toEqual({
      phone: '+41 (0)44 123 45 67',
      href: 'tel:+41441234567',
      hours: 'Mo–Fr 8–18 Uhr',
      street: 'Bahnhofstrasse 45',
      postalCode: '8001',
      city: 'Zürich',
      country: 'CH',
      openingHours: [
        { component: 'opening_hours', _uid: 'o', days: 'monday', opens: '8:00', closes: '18:00' },
      ],
    })
    expect(readServiceContact(footer, 'de-de')?.phone).toBe('+49 30 1234 5670')
    expect(readServiceContact({}, 'de-de')).toBeUndefined()
  })

  it('prefers the entry naming the market over a catch-all listed before it', () => {
    const entry = (phone: string, markets: string[]) => ({
      component: SERVICE_CONTACT_COMPONENT,
      _uid: phone,
      phone,
      markets,
    })
    const hotline = [entry('+49 30 1111 1111', []), entry('+41 44 222 22 22', ['de-ch'])]
    expect(readServiceContact({ hotline }, 'de-ch')?.phone).toBe('+41 44 222 22 22')
    expect(readServiceContact({ hotline }, 'de-at')?.phone).toBe('+49 30 1111 1111')
  })
})

const COUNTRY_CODE: Record<string, string> = { de: '+49', at: '+43', ch: '+41', be: '+32', nl: '+31' }
const MARKETS = MARKET_DEFINITIONS.filter((m) => !m.partial)

type Block = Record<string, unknown>
function blocksOf(node: unknown, found: Block[] = []): Block[] {
  if (Array.isArray(node)) node.forEach((item) => blocksOf(item, found))
  else if (node && typeof node === 'object') {
    if (typeof (node as Block).component === 'string') found.push(node as Block)
    Object.values(node).forEach((value) => blocksOf(value, found))
  }
  return found
}

const spaces = new Map<Flavour, Space>()
beforeAll(async () => {
  for (const flavour of FLAVOURS)
    spaces.set(flavour, await loadSpace(defaultContentRoot(), () => {}, flavour))
})

describe.each(FLAVOURS)('the %s flavour’s service contact', (flavour) => {
  const story = (slug: string) =>
    spaces
      .get(flavour)!
      .stories('published')
      .find((r) => r.fullSlug === slug)
  // The address the account contact form writes to, so page and form name one mailbox.
  const mailbox = defaultServiceAddress(FLAVOUR_RULES[flavour].brandName)

  it.each(MARKETS.flatMap((m) => m.languages.map((language) => [m.code, language, m] as const)))(
    '%s (%s): footer and contact page name the market’s own number and address',
    (code, language, market) => {
      const footer = localizeTree(story('layout/footer')!.data.content, [language])
      const contact = readServiceContact(footer, code)
      const hotline = readFooterNavigation(footer, { language, market: code }).hotline
      expect(contact?.phone.startsWith(`${COUNTRY_CODE[market.country]} `)).toBe(true)
      expect(hotline?.phone).toBe(contact?.phone)
      expect(hotline?.hours).toBe(contact?.hours)
      expect(contact?.country).toBe(market.country.toUpperCase())
      expect(contact?.street && contact.postalCode && contact.city).toBeTruthy()
      expect(contact?.email).toBe(mailbox)
      expect(contact?.openingHours.length).toBeGreaterThan(0)
    },
  )

  it('has no two markets of different countries sharing a number', () => {
    const footer = story('layout/footer')!.data.content
    const byCountry = new Map<string, string>()
    for (const m of MARKETS) byCountry.set(readServiceContact(footer, m.code)!.phone, m.country)
    expect(new Set(byCountry.values()).size).toBe(new Set(MARKETS.map((m) => m.country)).size)
  })

  it('contact and customer service pages take their contact card from that source, naming no number', () => {
    for (const slug of ['kontakt', 'kundenservice']) {
      const content = story(slug)?.data.content
      if (!content) continue
      const blocks = blocksOf(content)
      expect(blocks.filter((b) => b.component === 'retail_store')).toEqual([])
      expect(JSON.stringify(content)).not.toMatch(/\+\d{2} \d/)
    }
    expect(blocksOf(story('kontakt')!.data.content).some((b) => b.component === 'service_contact')).toBe(true)
  })
})
