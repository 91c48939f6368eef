import { describe, expect, it } from 'vitest'
import { FALLBACK_SHIPPING_COSTS, readSessionLayout } from '@/lib/content/rules/session-layout'

const now = new Date('2026-03-15T12:00:00Z')
const ctx = { market: 'de-de', now }

const shipping = (kind: string, cost: unknown, extra: Record<string, unknown> = {}) => ({
  component: 'shipping_cost',
  _uid: `s-${kind}-${String(cost)}`,
  kind,
  cost_cents: cost,
  ...extra,
})

describe('readSessionLayout: shipping cost configuration (spec 02 §3, spec 01 §9 fallback)', () => {
  it('uses the fallback 4,99 / 14,99 without a story', () => {
    const layout = readSessionLayout(undefined, ctx)
    expect(layout.shipping).toEqual(FALLBACK_SHIPPING_COSTS)
    expect(layout.shipping.standard).toMatchObject({ costCents: 499, fromOrderValueCents: 0 })
    expect(layout.shipping.freight.costCents).toBe(1499)
    expect(layout).toMatchObject({ banners: [], coupons: [], consent: null, problems: [] })
  })

  it.each<[string, unknown[], string, number, number]>([
    ['string cents as Storyblok number fields give them', [shipping('standard', '590')], 'de-de', 590, 1499],
    ['plain numbers', [shipping('freight', 2990)], 'de-de', 499, 2990],
    [
      'a market-specific entry before the general one',
      [shipping('standard', '690', { markets: ['de-ch'] }), shipping('standard', '499')],
      'de-ch',
      690,
      1499,
    ],
    [
      'the general entry in another market',
      [shipping('standard', '690', { markets: ['de-ch'] }), shipping('standard', '399')],
      'de-de',
      399,
      1499,
    ],
    [
      'a negative or decimal cost left out',
      [shipping('standard', '-5'), shipping('freight', '14.99')],
      'de-de',
      499,
      1499,
    ],
    ['an unknown kind left out', [shipping('express', '999')], 'de-de', 499, 1499],
  ])('%s', (_, entries, market, standard, freight) => {
    const layout = readSessionLayout({ shipping: entries }, { market, now })
    expect(layout.shipping.standard.costCents).toBe(standard)
    expect(layout.shipping.freight.costCents).toBe(freight)
  })

  it('keeps every tier of a kind by rising order value; market entries replace general ones', () => {
    const entries = [
      shipping('standard', '0', { from_order_value_cents: '5000', label: 'Gratis' }),
      shipping('standard', '499', { from_order_value_cents: '0' }),
      shipping('standard', '299', { from_order_value_cents: '0' }),
      shipping('standard', '690', { markets: ['de-ch'], from_order_value_cents: '0' }),
    ]
    const de = readSessionLayout({ shipping: entries }, ctx)
    expect(de.shippingTiers.standard.map((t) => [t.fromOrderValueCents, t.costCents])).toEqual([
      [0, 499],
      [5000, 0],
    ])
    expect(de.shipping.standard.costCents).toBe(499)
    expect(de.shippingTiers.freight).toEqual([FALLBACK_SHIPPING_COSTS.freight])
    const ch = readSessionLayout({ shipping: entries }, { market: 'de-ch', now })
    expect(ch.shippingTiers.standard.map((t) => t.costCents)).toEqual([690])
  })

  it('names the entries it left out', () => {
    const layout = readSessionLayout({ shipping: [shipping('standard', 'viel')] }, ctx)
    expect(layout.problems).toHaveLength(1)
    expect(layout.problems[0]).toMatch(/^shipping\[0\]/)
  })
})

describe('readSessionLayout: banners and coupons within their dates and markets (spec 01 §5, UTC)', () => {
  const banner = (uid: string, extra: Record<string, unknown> = {}) => ({
    component: 'session_banner',
    _uid: uid,
    text: `Banner ${uid}`,
    ...extra,
  })

  it.each<[string, Record<string, unknown>, string, boolean]>([
    ['no dates', {}, 'de-de', true],
    ['empty dates', { date_from: '', date_to: '' }, 'de-de', true],
    ['within its dates', { date_from: '2026-03-01 00:00', date_to: '2026-04-30 23:59' }, 'de-de', true],
    ['ending today (date only = end of day)', { date_to: '2026-03-15' }, 'de-de', true],
    ['ended a second before now', { date_to: '2026-03-15 11:59:59' }, 'de-de', false],
    ['starting later', { date_from: '2026-03-16' }, 'de-de', false],
    ['for this market', { markets: ['de-ch', 'fr-ch'] }, 'de-ch', true],
    ['for other markets', { markets: ['de-ch', 'fr-ch'] }, 'de-de', false],
    ['with an unreadable date', { date_from: '15.03.2026' }, 'de-de', false],
  ])('a banner %s shows: %s', (_, extra, market, shown) => {
    const layout = readSessionLayout({ banners: [banner('b', extra)] }, { market, now })
    expect(layout.banners.map((b) => b.id)).toEqual(shown ? ['b'] : [])
  })

  it('reads a banner’s tone, link and label; an unknown tone is info; no text is no banner', () => {
    const link = { linktype: 'story', cached_url: 'versand-und-zahlung' }
    const layout = readSessionLayout(
      {
        banners: [
          banner('a', { tone: 'promotion', link, link_label: 'Mehr' }),
          banner('b', { tone: 'blink' }),
          { component: 'session_banner', _uid: 'c', text: '  ' },
        ],
      },
      ctx,
    )
    expect(layout.banners).toEqual([
      { id: 'a', text: 'Banner a', tone: 'promotion', link, linkLabel: 'Mehr' },
      { id: 'b', text: 'Banner b', tone: 'info', link: undefined, linkLabel: undefined },
    ])
  })

  it.each<[string, Record<string, unknown>, boolean]>([
    ['valid', { code: 'WILLKOMMEN10', discount_percent: '10' }, true],
    ['lowercase code', { code: 'willkommen10', discount_percent: '10' }, false],
    ['0 %', { code: 'NULL0', discount_percent: '0' }, false],
    ['over 100 %', { code: 'ZUVIEL', discount_percent: '150' }, false],
    ['expired', { code: 'ALT10', discount_percent: '10', date_to: '2026-02-28' }, false],
  ])('a coupon, %s, is offered: %s', (_, fields, offered) => {
    const layout = readSessionLayout(
      { coupons: [{ component: 'session_coupon', _uid: 'c', text: '10 % Rabatt', ...fields }] },
      ctx,
    )
    expect(layout.coupons.length).toBe(offered ? 1 : 0)
  })

  it('reads a coupon’s minimum order value in cents', () => {
    const layout = readSessionLayout(
      {
        coupons: [
          {
            _uid: 'c',
            code: 'WILLKOMMEN10',
            text: 'Willkommen',
            discount_percent: '10',
            min_order_value_cents: '3000',
          },
        ],
      },
      ctx,
    )
    expect(layout.coupons[0]).toEqual({
      id: 'c',
      code: 'WILLKOMMEN10',
      text: 'Willkommen',
      discountPercent: 10,
      minOrderValueCents: 3000,
    })
  })
})

describe('readSessionLayout: consent texts (spec 02 §3 consent categories and services)', () => {
  const consent = (categories: unknown[]) => ({
    consent: [
      { component: 'consent_texts', _uid: 'c', title: 'Ihre Privatsphäre', text: 'Wir …', categories },
    ],
  })

  it('reads categories with their services; required categories default to on', () => {
    const layout = readSessionLayout(
      consent([
        {
          group: 'necessary',
          title: 'Notwendig',
          text: 'Für den Warenkorb.',
          required: true,
          services: [{ name: 'session', title: 'Sitzung', company: 'Hauswelt Handels GmbH' }],
        },
        { group: 'marketing', title: 'Marketing', text: 'Werbung.', services: [{ name: '', title: 'x' }] },
        { group: 'sonstiges', title: 'Sonstiges', text: 'x' },
      ]),
      ctx,
    )
    expect(layout.consent?.categories).toEqual([
      {
        group: 'necessary',
        title: 'Notwendig',
        text: 'Für den Warenkorb.',
        required: true,
        defaultValue: true,
        services: [
          { name: 'session', title: 'Sitzung', company: 'Hauswelt Handels GmbH', attTracking: false },
        ],
      },
      {
        group: 'marketing',
        title: 'Marketing',
        text: 'Werbung.',
        required: false,
        defaultValue: false,
        services: [],
      },
    ])
    expect(layout.problems).toHaveLength(2)
  })

  it('reads the version (default 1) and attribution-tracking services', () => {
    const read = (extra: object) =>
      readSessionLayout(
        {
          consent: [
            {
              title: 'T',
              text: 'x',
              ...extra,
              categories: [
                {
                  group: 'marketing',
                  title: 'M',
                  text: 'x',
                  services: [{ name: 'affiliate', title: 'Partner', att_tracking: true }],
                },
              ],
            },
          ],
        },
        ctx,
      ).consent
    expect(read({})?.version).toBe(1)
    expect(read({ version: '4' })?.version).toBe(4)
    expect(read({ version: 0 })?.version).toBe(1)
    expect(read({})?.categories[0]?.services[0]?.attTracking).toBe(true)
  })

  it('is null without a title', () => {
    expect(readSessionLayout({ consent: [{ text: 'x' }] }, ctx).consent).toBeNull()
  })
})
