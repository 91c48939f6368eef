import 'server-only'

/**
 * What the checkout page renders with (issue 11 items 1, 2), after the checkout login check: the basket
 * key, the customer's address book or the guest's details, the voucher of the `?voucher=` cookie and the
 * server's first summary, so the page shows real totals before any script runs.
 */
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { marketAddressCountries, type AddressView } from '@/lib/account/rules/address-fields'
import { listAddresses } from '@/lib/account/server/addresses'
import { customerOf } from '@/lib/account/server/current'
import { requireCheckoutLogin } from '@/lib/auth/server/guards'
import { parseVoucherCode } from '@/lib/basket/rules/voucher'
import type { Language, Market } from '@/lib/config'
import { VOUCHER_COOKIE } from '@/lib/config/constants'
import { getDb } from '@/lib/db'
import { HttpError } from '@/lib/http/rules/errors'
import { getPathname } from '@/lib/i18n/navigation'
import type { CheckoutPerson } from '../rules/checkout-form'
import type { CheckoutSummary } from '../rules/summary'
import { checkoutSummary } from './summary'

export interface CheckoutPageData {
  basketKey: string
  countries: string[]
  addresses: AddressView[]
  person: CheckoutPerson
  contact: { name: string; email: string }
  summary: CheckoutSummary
  /** The `?voucher=` cookie's code: prefilled, applied when the summary took it. */
  voucherCode: string | null
}

const slashed = (path: string) => (path.endsWith('/') ? path : `${path}/`)

export async function checkoutPageData(market: Market, language: Language): Promise<CheckoutPageData> {
  const { session, basketKey } = await requireCheckoutLogin(market, language)
  const db = await getDb()
  const customer = await customerOf(session)
  const guest = !customer && !session.loggedIn ? session.guestContact : undefined
  // A guest without details (or a deleted account) cannot order: the checkout login asks again.
  if (!customer && !guest) redirect(slashed(getPathname({ locale: language, href: '/checkout/login' })))
  const who = customer ?? guest!
  const person = { firstName: who.firstName, lastName: who.lastName, gender: who.gender ?? null }
  const addresses = customer ? await listAddresses(db, customer.id) : []

  const voucherCode = parseVoucherCode((await cookies()).get(VOUCHER_COOKIE)?.value)
  const ctx = { session, market, language }
  let summary: CheckoutSummary
  try {
    const input = { basketKey, applePaySupported: false, ...(voucherCode ? { voucherCode } : {}) }
    summary = await checkoutSummary(db, ctx, input)
  } catch (error) {
    // The basket changed between the check and the summary (another tab): show it first.
    if (!(error instanceof HttpError) || error.status >= 500) throw error
    redirect(
      `${slashed(getPathname({ locale: language, href: '/basket' }))}?redirect=checkout-basket-changed`,
    )
  }
  return {
    basketKey,
    countries: marketAddressCountries(market),
    addresses,
    person,
    contact: { name: `${who.firstName} ${who.lastName}`, email: who.email },
    summary,
    voucherCode,
  }
}
