import { describe, expect, it } from 'vitest'
import { invoicePdf, invoiceFileName } from '@/lib/invoice/server/invoice-pdf'
import { fixtureLine, fixtureOrder } from '../fixtures/order-view'
import { pdfText } from '../helpers/pdf-text'

describe('PDF invoice of an order (issue 11 item 4)', () => {
  it.each([
    [
      'de',
      'de-de',
      'EUR',
      ['Rechnung DE-100042', 'Rechnungsbetrag', '50,44 €', 'Widerrufsrecht', 'Vorkasse', 'IBAN'],
    ],
    [
      'fr',
      'fr-be',
      'EUR',
      ['Facture DE-100042', 'Montant de la facture', '50,44 €', 'Droit de rétractation', 'Paiement anticipé'],
    ],
    [
      'nl',
      'nl-nl',
      'EUR',
      ['Factuur DE-100042', 'Factuurbedrag', '€ 50,44', 'Herroepingsrecht', 'Vooruitbetaling'],
    ],
  ] as const)(
    '%s: a PDF with order number, totals, payment and withdrawal notice',
    async (language, market, currency, texts) => {
      const pdf = await invoicePdf(fixtureOrder({ language, market, currency }), language, {
        compress: false,
      })
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF')
      const text = pdfText(pdf)
      for (const expected of texts) expect(text).toContain(expected)
      expect(text).toContain('Heidestraße 17')
      expect(text).toContain('39,98')
      expect(text).toContain('4,99')
    },
  )

  it('lists the VAT per rate, the lines with article numbers and rates', async () => {
    const text = pdfText(await invoicePdf(fixtureOrder(), 'de', { compress: false }))
    expect(text).toContain('19 % MwSt. auf 33,59 € netto')
    expect(text).toContain('6,38 €')
    expect(text).toContain('7 % MwSt. auf 9,79 € netto')
    expect(text).toContain('100100')
    expect(text).toContain('Hauswelt Kuscheldecke Wolke')
    expect(text).toContain('Geschenkgutschein (••••••••1234)')
    expect(text).toContain('40,44 €')
  })

  it('Swiss francs in de-CH form, no bank details when paid by card', async () => {
    const order = fixtureOrder({
      market: 'fr-ch',
      language: 'fr',
      currency: 'CHF',
      giftCard: null,
      payments: [{ method: 'KK', amountCents: 5044, status: 'paid' }],
    })
    const text = pdfText(await invoicePdf(order, 'fr', { compress: false }))
    expect(text).toContain('Carte de crédit')
    expect(text).toContain('Le montant a déjà été payé.')
    expect(text).toMatch(/CHF.50\.44/)
    expect(text).not.toContain('IBAN')
  })

  it('runs onto more pages with many lines, numbered', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => fixtureLine({ variantId: i, referenceKey: `R${i}` }))
    const text = pdfText(await invoicePdf(fixtureOrder({ lines }), 'de', { compress: false }))
    expect(text).toContain('R59')
    expect(text).toMatch(/Seite 1 von [2-9]/)
  })

  it('compresses by default and names the file in the language', async () => {
    const pdf = await invoicePdf(fixtureOrder(), 'de')
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1')).toContain('/FlateDecode')
    expect(await invoiceFileName({ orderNumber: 'DE-100042' }, 'fr')).toBe('Facture-DE-100042.pdf')
  })
})
