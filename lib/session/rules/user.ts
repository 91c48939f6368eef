/** The User of spec 02 §3 as GET /api/user/ answers it. */
import { visitorIdOf, type VisitorSession } from './identity'

export interface User {
  id: string
  firstName: string | null
  lastName: string | null
  gender: 'm' | 'f' | 'd' | 'n' | null
  email: string | null
  phone: string | null
  birthDate: string | null
  customerNo: string | null
  loggedIn: boolean
  isGuestCustomer: boolean
  registered: boolean
}

/** The user as the session alone knows it: the shop stores no account details, so they are all null. */
export function userFromSession(session: VisitorSession): User {
  return {
    id: visitorIdOf(session),
    firstName: null,
    lastName: null,
    gender: null,
    email: null,
    phone: null,
    birthDate: null,
    customerNo: null,
    loggedIn: session.loggedIn,
    isGuestCustomer: false,
    registered: false,
  }
}
