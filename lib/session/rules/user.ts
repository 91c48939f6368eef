import { visitorIdOf, type VisitorSession } from './identity'

/** The User of spec 02 §3 as GET /api/user/ answers it. */
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

/** The user as the session alone knows it; account details join once accounts exist. */
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
