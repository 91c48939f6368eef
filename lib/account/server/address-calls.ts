import 'server-only'

/**
 * What the address book's route handlers share (app/api/user/addresses/): the logged-in customer (401
 * otherwise), the list they answer with, and the market's delivery countries (lib/account/rules/
 * address-fields.ts) checked against the parsed body.
 */
import { getDb, type Db } from '@/lib/db'
import { shopConfig } from '@/lib/config'
import { invalidRequest } from '@/lib/http/rules/errors'
import type { VisitorSession } from '@/lib/session/rules/identity'
import { ADDRESS_MESSAGES, marketAddressCountries, type AddressFields } from '../rules/address-fields'
import { listAddresses } from './addresses'
import { requireCustomer } from './current'
import type { CustomerRow } from './customers'

export interface AddressCaller {
  db: Db
  customer: CustomerRow
}

export async function addressCaller(session: VisitorSession | null): Promise<AddressCaller> {
  const customer = await requireCustomer(session)
  return { db: await getDb(), customer }
}

/** The countries the customer's own shop delivers to (a customer belongs to one market). */
export function customerAddressCountries(customer: Pick<CustomerRow, 'shopId'>): string[] {
  const market = shopConfig.markets.find((m) => m.shopId === customer.shopId)
  return market ? marketAddressCountries(market) : []
}

/**
 * A 400 naming body.country when the address lies outside the customer's market, else null. The body
 * schema already allowed every market's country; this is the market's own, narrower list.
 */
export function countryOutsideMarket(customer: CustomerRow, fields: AddressFields): Response | null {
  if (customerAddressCountries(customer).includes(fields.country)) return null
  return invalidRequest([{ field: 'body.country', message: ADDRESS_MESSAGES.country }])
}

/** Every answer of a change carries the whole list: a default may have moved to another address. */
export async function addressesAnswer({ db, customer }: AddressCaller) {
  return { type: 'success' as const, addresses: await listAddresses(db, customer.id) }
}
