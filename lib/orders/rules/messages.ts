/**
 * The message keys of the checkout's refusals (messages/{lang}/checkout.json, namespace `checkout`): the
 * error text of a 4xx answer is one of these, so the screen shows it in the shopper's language.
 */
export const ORDER_MESSAGES = {
  loginRequired: 'checkout.errors.loginRequired',
  basketEmpty: 'checkout.errors.basketEmpty',
  basketChanged: 'checkout.errors.basketChanged',
  itemsRemoved: 'checkout.errors.itemsRemoved',
  outOfStock: 'checkout.errors.outOfStock',
  methodUnavailable: 'checkout.errors.paymentMethodUnavailable',
  methodRequired: 'checkout.errors.paymentMethodRequired',
  deliveryUnavailable: 'checkout.errors.deliveryUnavailable',
  addressUnknown: 'checkout.errors.addressUnknown',
  addressCountry: 'checkout.errors.addressCountry',
  attemptOfOtherSession: 'checkout.errors.attemptOfOtherSession',
  paymentNotStarted: 'checkout.errors.paymentNotStarted',
  paymentFailed: 'checkout.errors.paymentFailed',
  voucherUnknown: 'checkout.voucher.unknown',
  voucherNotYetValid: 'checkout.voucher.notYetValid',
  voucherExpired: 'checkout.voucher.expired',
  voucherMinimumOrder: 'checkout.voucher.minimumOrder',
  voucherUsedUp: 'checkout.voucher.usedUp',
  voucherOtherMarket: 'checkout.voucher.otherMarket',
  giftCardInvalid: 'checkout.giftCard.invalid',
  giftCardEmpty: 'checkout.giftCard.empty',
  giftCardExpired: 'checkout.giftCard.expired',
  giftCardCurrency: 'checkout.giftCard.currency',
  notCancellable: 'orders.errors.notCancellable',
  cancelUnavailable: 'orders.errors.cancelUnavailable',
  complaintItems: 'orders.errors.complaintItems',
} as const

export type OrderMessage = (typeof ORDER_MESSAGES)[keyof typeof ORDER_MESSAGES]
