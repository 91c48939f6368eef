/**
 * The address book's collection (issue 10 item 2): GET the logged-in customer's addresses, POST a new
 * one (400 naming fields with account.json message keys, 409 past the limit, 401 when logged out, 403
 * cross-site). The first address of a kind becomes its default.
 */
import { addressSchema } from '@/lib/account/rules/address-fields'
import { addressCaller, addressesAnswer, countryOutsideMarket } from '@/lib/account/server/address-calls'
import { createAddress } from '@/lib/account/server/addresses'
import { NO_STORE } from '@/lib/http/rules/errors'
import { mutation, query } from '@/lib/http/server'

export const GET = query({}, async ({ session }) => addressesAnswer(await addressCaller(session)))

export const POST = mutation({ body: addressSchema }, async ({ body, session }) => {
  const caller = await addressCaller(session)
  const outside = countryOutsideMarket(caller.customer, body)
  if (outside) return outside
  const address = await createAddress(caller.db, caller.customer.id, body)
  return Response.json({ ...(await addressesAnswer(caller)), address }, { status: 201, headers: NO_STORE })
})
