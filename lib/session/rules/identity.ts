/** Who a visitor is (spec 02 §6): a guest or a 64-character account id, and which ids a session owns. */
import { ACCOUNT_ID_LENGTH } from '@/lib/config/constants'

/** What a shopper gives to order as a guest (spec 02 §5 guest group), kept on its own session. */
export interface GuestContact {
  firstName: string
  lastName: string
  gender: 'm' | 'f' | 'd' | 'n'
  email: string
  newsletter: boolean
}

export interface VisitorSession {
  /** The row id (hash of the cookie token), never the token itself. */
  id: string
  guestId: string
  userId: string | null
  checkoutGuest: boolean
  loggedIn: boolean
  /** What the visitor typed to order as a guest (spec 02 §5 guest group), when it did. */
  guestContact?: GuestContact
}

// The spec fixes only the length; visible ASCII keeps whitespace and control characters out.
const ACCOUNT_ID = new RegExp(`^[!-~]{${ACCOUNT_ID_LENGTH}}$`)

/** Spec 02 §6, §9: a 64-character id is a real account; anything else is a guest. */
export function isAccountId(id: string | null | undefined): id is string {
  return typeof id === 'string' && ACCOUNT_ID.test(id)
}

/** The id the shop knows the visitor by (spec 02 §3): the account once logged in, else the guest id. */
export function visitorIdOf(session: VisitorSession): string {
  return session.userId ?? session.guestId
}

/**
 * The server never trusts an id from the client (wishlist keys, basket owners…) unless it is one the
 * session itself holds.
 */
export function ownsVisitorId(session: VisitorSession, id: string | null | undefined): boolean {
  if (!id) return false
  return id === session.guestId || (session.userId !== null && id === session.userId)
}
