import 'server-only'

/** Who the visitor of a request is as a customer: the User of spec 02 §3, or the customer a call requires. */
import { getDb } from '@/lib/db'
import { HttpError } from '@/lib/http/rules/errors'
import type { VisitorSession } from '@/lib/session/rules/identity'
import { userFromSession, type User } from '@/lib/session/rules/user'
import { userOfCustomer, userOfGuestContact } from '../rules/user'
import { findCustomerById, type CustomerRow } from './customers'

/** The logged-in customer of a session, or null (a guest, or an account deleted meanwhile). */
export async function customerOf(session: VisitorSession | null): Promise<CustomerRow | null> {
  if (!session?.loggedIn || !session.userId) return null
  return findCustomerById(await getDb(), session.userId)
}

/** For calls only a logged-in customer may make: anyone else gets 401, never someone else's data. */
export async function requireCustomer(session: VisitorSession | null): Promise<CustomerRow> {
  const customer = await customerOf(session)
  if (!customer) throw new HttpError(401, 'login required')
  return customer
}

/** GET /api/user/ (spec 02 §7): the customer, the guest with its checkout details, or the plain guest. */
export async function currentUser(session: VisitorSession): Promise<User> {
  const customer = await customerOf(session)
  if (customer) return userOfCustomer(customer)
  if (!session.loggedIn && session.guestContact)
    return userOfGuestContact(session.guestId, session.guestContact)
  return userFromSession(session)
}
