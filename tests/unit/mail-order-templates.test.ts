import { describe, expect, it } from 'vitest'
import { renderMailIn } from '@/lib/mail/server/render'
import { fixtureOrder } from '../fixtures/order-view'

const order = fixtureOrder()
// Amounts carry no-break spaces (Intl); the expectations are written with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('order confirmation mail (issue 11 item 6)', () => {
  it.each([
    [
      'de',
      [
        'Ihre Bestellung DE-100042 bei Hauswelt',
        'Hallo Erika,',
        'inkl. 19 % MwSt. | 6,38 €',
        'Gesamtsumme | 50,44 €',
        'Zu zahlen | 40,44 €',
        'Vorkasse',
        'IBAN | DE89',
        'Voraussichtliche Lieferung: 09.03.2026 – 11.03.2026',
        'Widerrufsrecht:',
        'PDF im Anhang',
      ],
    ],
    [
      'fr',
      [
        'Votre commande DE-100042 chez Hauswelt',
        'Bonjour Erika,',
        'dont TVA 19 % | 6,38 €',
        'Total | 50,44 €',
        'Paiement anticipé',
        'IBAN | DE89',
        'Livraison prévue : 09/03/2026 – 11/03/2026',
        'Droit de rétractation :',
        'pièce jointe',
      ],
    ],
    [
      'nl',
      [
        'Uw bestelling DE-100042 bij Hauswelt',
        'Beste Erika,',
        'incl. 19 % btw | 6,38 €',
        'Vooruitbetaling',
        'IBAN | DE89',
        'Verwachte levering: 09-03-2026 – 11-03-2026',
        'Herroepingsrecht:',
        'bijlage',
      ],
    ],
  ] as const)(
    '%s: items, totals, VAT, addresses, payment, bank details, delivery, withdrawal',
    async (language, texts) => {
      const mail = await renderMailIn('order-confirmation', language, { order: { ...order, language } })
      const all = plain(`${mail.subject}\n${mail.text}`)
      for (const text of texts) expect(all).toContain(text)
      expect(mail.text).toContain('Kuscheldecke Wolke')
      expect(mail.text).toContain('Heidestraße 17')
      expect(mail.text).toContain('Hauptstraße 1a')
      expect(mail.html).toContain('<th')
    },
  )

  it('paid by card: no bank details; a Swiss order in francs; no estimate said so', async () => {
    const swiss = fixtureOrder({
      market: 'de-ch',
      currency: 'CHF',
      giftCard: null,
      payments: [{ method: 'KK', amountCents: 5044, status: 'paid' }],
      deliveryEstimate: null,
    })
    const mail = await renderMailIn('order-confirmation', 'de', { order: swiss })
    expect(mail.text).toContain('Kreditkarte')
    expect(mail.text).not.toContain('IBAN')
    expect(mail.text).toMatch(/CHF.50\.44/)
    expect(mail.text).toContain('Den Liefertermin teilen wir Ihnen mit')
    expect(mail.links).toEqual([])
  })

  it('invoice and cash on delivery say how to pay', async () => {
    const pay = (method: 'RE' | 'NN') =>
      renderMailIn('order-confirmation', 'de', {
        order: fixtureOrder({ giftCard: null, payments: [{ method, amountCents: 5044, status: 'open' }] }),
      })
    expect((await pay('RE')).text).toContain('auf Rechnung')
    expect(plain((await pay('NN')).text)).toContain('Bitte halten Sie 50,44 € für den Zusteller bereit.')
  })

  it('refuses an order that does not fit the order view', async () => {
    await expect(
      renderMailIn('order-confirmation', 'de', {
        order: { ...order, lines: [{ ...order.lines[0]!, quantity: 0 }] },
      }),
    ).rejects.toThrow()
  })
})

describe('complaint and cancellation mails (issue 11 item 8)', () => {
  const complaint = {
    orderNumber: 'DE-100042',
    reason: 'damaged' as const,
    items: [{ name: 'Kuscheldecke Wolke', referenceKey: '100100', quantity: 1 }],
    message: 'Ein Loch <b>hier</b>.',
  }

  it('to customer service: who, which order, items, reason and message (escaped in HTML)', async () => {
    const mail = await renderMailIn('order-complaint', 'de', {
      ...complaint,
      market: 'de-de',
      customerId: 'c-1',
      name: 'Anna Muster',
      email: 'anna@example.de',
    })
    expect(mail.subject).toBe('Reklamation zu Bestellung DE-100042 (Hauswelt)')
    for (const text of [
      'Anna Muster · anna@example.de · c-1 · de-de',
      'Kuscheldecke Wolke (100100) | 1 ×',
      'Artikel beschädigt',
      'Ein Loch <b>hier</b>.',
    ])
      expect(mail.text).toContain(text)
    expect(mail.html).not.toContain('<b>hier')
  })

  it.each([
    ['de', 'Ihre Reklamation zu Bestellung DE-100042 bei Hauswelt', 'Artikel beschädigt'],
    ['fr', 'Votre réclamation pour la commande DE-100042 chez Hauswelt', 'Article endommagé'],
    ['nl', 'Uw klacht over bestelling DE-100042 bij Hauswelt', 'Artikel beschadigd'],
  ])('the shopper’s copy in %s', async (language, subject, reason) => {
    const mail = await renderMailIn('order-complaint-copy', language, { ...complaint, firstName: 'Anna' })
    expect(mail.subject).toBe(subject)
    expect(mail.text).toContain(reason)
  })

  it.each([
    ['de', 'de-de', 'EUR', 4044, 'Bereits gezahlte 40,44 €'],
    ['fr', 'fr-ch', 'CHF', 4044, 'CHF'],
    ['nl', 'nl-nl', 'EUR', 0, 'Er is niets afgeschreven'],
  ] as const)(
    'cancelled in %s (%s): says what is refunded',
    async (language, market, currency, refundCents, text) => {
      const mail = await renderMailIn('order-cancelled', language, {
        firstName: 'Anna',
        orderNumber: 'DE-100042',
        market,
        currency,
        refundCents,
      })
      expect(mail.subject).toContain('DE-100042')
      expect(plain(mail.text)).toContain(text)
    },
  )
})
