/**
 * The notices a page shows once after a redirect (spec 01 §2 routing rules: `?redirect=goodbye` gives an
 * info toast that the account was deleted), those of the newsletter's confirmation link (spec 02 §7) and of
 * the checkout login check (issue 11 item 1) and of the address confirmation (issue 13 item 4).
 * Browser-safe: the notice island (components/toast/RedirectNotices.tsx) reads the address with it, and
 * route handlers build their redirects with it. Only known values show anything.
 */
export const REDIRECT_NOTICE_PARAM = 'redirect'

/** Each notice: its toast type and its message key in `common.redirectNotices`. */
export const REDIRECT_NOTICES = {
  goodbye: { type: 'info', message: 'goodbye' },
  'newsletter-confirmed': { type: 'success', message: 'newsletterConfirmed' },
  'newsletter-link-invalid': { type: 'warning', message: 'newsletterLinkInvalid' },
  // The checkout login check (issue 11 item 1) sends a visitor without a clean basket to the basket.
  'checkout-basket-empty': { type: 'info', message: 'checkoutBasketEmpty' },
  'checkout-basket-changed': { type: 'warning', message: 'checkoutBasketChanged' },
  'checkout-out-of-stock': { type: 'warning', message: 'checkoutOutOfStock' },
  // The address confirmation link of click and reserve and remind-me (issue 13 item 4).
  'reservation-confirmed': { type: 'success', message: 'reservationConfirmed' },
  'reservation-failed': { type: 'warning', message: 'reservationFailed' },
  'reminder-confirmed': { type: 'success', message: 'reminderConfirmed' },
  'address-link-invalid': { type: 'warning', message: 'addressLinkInvalid' },
} as const satisfies Record<string, { type: 'info' | 'success' | 'warning'; message: string }>
export type RedirectNotice = keyof typeof REDIRECT_NOTICES

const isNotice = (value: string): value is RedirectNotice => Object.hasOwn(REDIRECT_NOTICES, value)

/** The notice a query string asks for (with or without '?'); given twice, or unknown: none. */
export function redirectNoticeFromSearch(search: string): RedirectNotice | null {
  const values = new URLSearchParams(search).getAll(REDIRECT_NOTICE_PARAM)
  return values.length === 1 && isNotice(values[0]!) ? values[0] : null
}

/** The query string without the notice parameter ('' or '?…'), for the address once it has been shown. */
export function searchWithoutRedirectNotice(search: string): string {
  const params = new URLSearchParams(search)
  params.delete(REDIRECT_NOTICE_PARAM)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}
