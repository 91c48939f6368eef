/**
 * One address of the logged-in customer (issue 10 item 2): PATCH replaces its fields (the form sends
 * them all), DELETE removes it; the newest remaining address of its kind becomes the default if it was
 * one. Another customer's id answers 404 like an unknown one.
 */
import { addressIdParams, addressSchema } from '@/lib/account/rules/address-fields'
import { addressCaller, addressesAnswer, countryOutsideMarket } from '@/lib/account/server/address-calls'
import { deleteAddress, updateAddress } from '@/lib/account/server/addresses'
import { mutation } from '@/lib/http/server'

export const PATCH = mutation(
  { body: addressSchema, params: addressIdParams },
  async ({ body, params, session }) => {
    const caller = await addressCaller(session)
    const outside = countryOutsideMarket(caller.customer, body)
    if (outside) return outside
    const address = await updateAddress(caller.db, caller.customer.id, params.id, body)
    return { ...(await addressesAnswer(caller)), address }
  },
)

export const DELETE = mutation({ params: addressIdParams }, async ({ params, session }) => {
  const caller = await addressCaller(session)
  await deleteAddress(caller.db, caller.customer.id, params.id)
  return addressesAnswer(caller)
})
