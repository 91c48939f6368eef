/**
 * The User of spec 02 §3 for a logged-in customer and for a shopper who chose to order as a guest, as
 * GET /api/user/ and the auth calls answer it (spec 02 §7).
 */
import type { User } from '@/lib/session/rules/user'

/** The customer fields the User shows (a customer row has these and more). */
export interface CustomerProfile {
  id: string
  firstName: string
  lastName: string
  gender: 'm' | 'f' | 'd' | 'n'
  email: string
  phone: string | null
  birthDate: string | null
  customerNo: number
  isGuestCustomer: boolean
  registeredAt: Date | null
}

/** What a guest gave to order without an account (spec 02 §5 guest group). */
export interface GuestContactProfile {
  firstName: string
  lastName: string
  gender: 'm' | 'f' | 'd' | 'n'
  email: string
}

export function userOfCustomer(customer: CustomerProfile): User {
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    gender: customer.gender,
    email: customer.email,
    phone: customer.phone,
    birthDate: customer.birthDate,
    customerNo: String(customer.customerNo),
    loggedIn: true,
    isGuestCustomer: customer.isGuestCustomer,
    registered: customer.registeredAt !== null,
  }
}

/**
 * A guest who gave their details for checkout: still a guest (its own guest id, not logged in), flagged
 * isGuestCustomer (spec 02 §6), with the details it typed and nothing from any account.
 */
export function userOfGuestContact(guestId: string, contact: GuestContactProfile): User {
  return {
    id: guestId,
    firstName: contact.firstName,
    lastName: contact.lastName,
    gender: contact.gender,
    email: contact.email,
    phone: null,
    birthDate: null,
    customerNo: null,
    loggedIn: false,
    isGuestCustomer: true,
    registered: false,
  }
}
