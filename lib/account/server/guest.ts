import 'server-only'

/**
 * Ordering as a guest (spec 02 §7 auth mode guest, §5 guest group): the details are kept on the visitor's
 * own session. No customer row is read or written, so an address that has an account reveals nothing
 * and gains no access.
 */
import type { VisitorSession } from '@/lib/session/rules/identity'
import type { User } from '@/lib/session/rules/user'
import { setGuestContact } from '@/lib/session/server/store'
import type { GuestFields } from '../rules/fields'
import { userOfGuestContact } from '../rules/user'

export async function continueAsGuest(session: VisitorSession, fields: GuestFields): Promise<User> {
  const contact = {
    firstName: fields.first_name,
    lastName: fields.last_name,
    gender: fields.gender,
    email: fields.email,
    newsletter: fields.newsletter,
  }
  await setGuestContact(session.id, contact)
  return userOfGuestContact(session.guestId, contact)
}
