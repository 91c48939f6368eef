import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@/lib/config'
import {
  addressInput,
  checkoutProblems,
  formPathOf,
  initialCheckoutValues,
  NEW_ADDRESS,
} from '@/lib/checkout/rules/checkout-form'
import { loadMessages } from '@/lib/i18n/messages'
import { ORDER_MESSAGES } from '@/lib/orders/rules/messages'

const person = { firstName: 'Ada', lastName: 'Lovelace', gender: 'f' }

/** Issue 11 item 2: the checkout form's checks, its placement body, and texts for every refusal. */
describe('checkout form (issue 11 item 2)', () => {
  it('a guest starts with a new address carrying the guest’s name; nothing chosen, terms unticked', () => {
    const values = initialCheckoutValues([], person, 'DE')
    expect(values.billing).toMatchObject({ choice: NEW_ADDRESS, fields: { first_name: 'Ada', gender: 'f' } })
    expect([values.paymentMethod, values.acceptTerms, values.differentShipping]).toEqual(['', false, false])
  })

  it('names every missing part: address fields, the method (only when something is payable), the terms', () => {
    const values = initialCheckoutValues([], person, 'DE')
    const problems = checkoutProblems(values, { countries: ['DE'], needsMethod: true })
    expect(Object.keys(problems)).toEqual(
      expect.arrayContaining([
        'billing.fields.street',
        'billing.fields.postcode',
        'paymentMethod',
        'acceptTerms',
      ]),
    )
    expect(checkoutProblems(values, { countries: ['DE'], needsMethod: false }).paymentMethod).toBeUndefined()
  })

  it('sends an address book entry by its id and a typed address without kind and default', () => {
    expect(
      addressInput({ choice: '7', fields: initialCheckoutValues([], null, 'DE').billing.fields }, ['DE']),
    ).toEqual({
      addressId: 7,
    })
    const typed = initialCheckoutValues([], person, 'DE').billing
    Object.assign(typed.fields, {
      street: 'Hauptstraße',
      house_number: '1',
      postcode: '10115',
      city: 'Berlin',
    })
    const body = addressInput(typed, ['DE'])
    expect(body).toMatchObject({ first_name: 'Ada', street: 'Hauptstraße', country: 'DE' })
    expect(body).not.toHaveProperty('kind')
    expect(body).not.toHaveProperty('is_default')
  })

  it.each([
    ['body.billingAddress.postcode', 'billing.fields.postcode'],
    ['body.shippingAddress.addressId', 'shipping.choice'],
    ['body.paymentMethod', 'paymentMethod'],
    ['body.giftCard', 'giftCard'],
    ['body.idempotencyKey', null],
  ])('the server’s field %s lands on %s', (server, form) => {
    expect(formPathOf(server)).toBe(form)
  })

  it.each([...LANGUAGES])('%s has a text for every checkout refusal of the order API', async (language) => {
    const messages = (await loadMessages(language)) as Record<string, unknown>
    const text = (key: string) =>
      key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], messages)
    const missing = Object.values(ORDER_MESSAGES).filter(
      (key) => key.startsWith('checkout.') && typeof text(key) !== 'string',
    )
    expect(missing).toEqual([])
  })
})
