import 'server-only'

/**
 * Who orders and where it goes (issue 11 items 1, 2): the checkout's own guard (a logged-in customer of
 * the market's shop, or a guest who gave their details on this session, else 401), and the billing and
 * shipping addresses: typed ones, or ids of the customer's own address book (another customer's id, or
 * any id for a guest, is simply unknown: 400). Every address must lie in the market's countries.
 */
import { and, eq } from 'drizzle-orm'
import { addressView } from '@/lib/account/server/addresses'
import { findCustomerById } from '@/lib/account/server/customers'
import { marketAddressCountries } from '@/lib/account/rules/address-fields'
import type { Market } from '@/lib/config'
import type { Db } from '@/lib/db'
import { customerAddresses } from '@/lib/db/schema'
import { fieldError, HttpError } from '@/lib/http/rules/errors'
import type { VisitorSession } from '@/lib/session/rules/identity'
import { ORDER_MESSAGES } from '../rules/messages'
import type { OrderAddress } from '../rules/order-view'
import { orderAddressOf, type CheckoutAddress } from '../rules/schemas'
import type { OrderCustomerSnapshot } from '../rules/snapshot'

export interface OrderParty {
  customerId: string | null
  snapshot: OrderCustomerSnapshot
}

export async function orderingParty(db: Db, session: VisitorSession, market: Market): Promise<OrderParty> {
  if (session.loggedIn && session.userId) {
    const customer = await findCustomerById(db, session.userId)
    if (customer && customer.shopId === market.shopId) {
      const { email, firstName, lastName, gender, isGuestCustomer } = customer
      return { customerId: customer.id, snapshot: { email, firstName, lastName, gender, isGuestCustomer } }
    }
  } else if (session.guestContact) {
    const { email, firstName, lastName, gender } = session.guestContact
    return { customerId: null, snapshot: { email, firstName, lastName, gender, isGuestCustomer: true } }
  }
  throw new HttpError(401, ORDER_MESSAGES.loginRequired)
}

async function resolve(
  db: Db,
  party: OrderParty,
  market: Market,
  field: string,
  address: CheckoutAddress,
): Promise<OrderAddress> {
  let resolved: OrderAddress
  if ('addressId' in address) {
    const [row] = party.customerId
      ? await db
          .select()
          .from(customerAddresses)
          .where(
            and(
              eq(customerAddresses.id, address.addressId),
              eq(customerAddresses.customerId, party.customerId),
            ),
          )
          .limit(1)
      : []
    if (!row) throw fieldError(`body.${field}.addressId`, ORDER_MESSAGES.addressUnknown)
    resolved = orderAddressOf(addressView(row))
  } else {
    resolved = orderAddressOf(address)
  }
  if (!(marketAddressCountries(market) as string[]).includes(resolved.country)) {
    throw fieldError(`body.${field}.country`, ORDER_MESSAGES.addressCountry)
  }
  return resolved
}

export async function orderAddresses(
  db: Db,
  party: OrderParty,
  market: Market,
  input: { billingAddress: CheckoutAddress; shippingAddress?: CheckoutAddress | null },
): Promise<{ billing: OrderAddress; shipping: OrderAddress }> {
  const billing = await resolve(db, party, market, 'billingAddress', input.billingAddress)
  const shipping = input.shippingAddress
    ? await resolve(db, party, market, 'shippingAddress', input.shippingAddress)
    : billing
  return { billing, shipping }
}
