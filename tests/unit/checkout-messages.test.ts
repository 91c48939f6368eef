import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@/lib/config'
import { PAYMENT_CODES } from '@/lib/config/payment'
import { loadMessages } from '@/lib/i18n/messages'

type Checkout = {
  orderButton: string
  payment: { methods: Record<string, string>; descriptions: Record<string, string> }
  orders: { states: Record<string, string> }
}
const checkout = async (language: (typeof LANGUAGES)[number]) =>
  (await loadMessages(language)).checkout as Checkout

describe('checkout texts (issue 11 item 2)', () => {
  it.each([
    ['de', 'zahlungspflichtig bestellen'],
    ['fr', 'commande avec obligation de paiement'],
    ['nl', 'bestelling met betalingsverplichting'],
  ] as const)('%s: the legally required order button label reads exactly "%s"', async (language, label) => {
    expect((await checkout(language)).orderButton).toBe(label)
  })

  it.each([...LANGUAGES])('%s names and describes every payment code of spec 01 §1', async (language) => {
    const { payment } = await checkout(language)
    expect(Object.keys(payment.methods).sort()).toEqual([...PAYMENT_CODES].sort())
    expect(Object.keys(payment.descriptions).sort()).toEqual([...PAYMENT_CODES].sort())
  })

  it.each([...LANGUAGES])(
    '%s says "Bald verfügbar" nowhere in the checkout (issue 11, done when)',
    async (language) => {
      expect(JSON.stringify(await checkout(language))).not.toMatch(
        /bald verfügbar|bientôt disponible|binnenkort/i,
      )
    },
  )
})
