/** Payment method codes of spec 01 §1. */
export const PAYMENT_METHODS = {
  KK: 'creditCard',
  KD: 'klarnaInstalments',
  KC: 'klarnaPayLater',
  KN: 'klarnaPayNow',
  PP: 'paypal',
  G: 'giftCard',
  NN: 'cashOnDelivery',
  RE: 'invoice',
  V: 'prepayment',
  TW: 'twint',
  IL: 'ideal',
  AP: 'applePay',
} as const

export type PaymentCode = keyof typeof PAYMENT_METHODS
export const PAYMENT_CODES = Object.keys(PAYMENT_METHODS) as PaymentCode[]
