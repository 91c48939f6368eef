/**
 * POST /api/user/addresses/[id]/default/ (issue 10 item 2): the address becomes the default of its
 * kind (default billing for a billing address, default shipping for a shipping one); 404 when it is not
 * the logged-in customer's.
 */
import { addressIdParams } from '@/lib/account/rules/address-fields'
import { addressCaller, addressesAnswer } from '@/lib/account/server/address-calls'
import { setDefaultAddress } from '@/lib/account/server/addresses'
import { mutation } from '@/lib/http/server'

export const POST = mutation({ params: addressIdParams }, async ({ params, session }) => {
  const caller = await addressCaller(session)
  const address = await setDefaultAddress(caller.db, caller.customer.id, params.id)
  return { ...(await addressesAnswer(caller)), address }
})
