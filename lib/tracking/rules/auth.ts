/**
 * The auth events of spec 02 §7: frontend_auth_login, frontend_auth_register and frontend_auth_guest,
 * carrying method, customer_id, action and name. `name`: where it happened (the account's login page or
 * the checkout's). Pure.
 */
import { TRACKING_EVENT } from './events'

export type AuthAction = 'login' | 'register' | 'guest'
export type AuthPlace = 'account' | 'checkout'

const EVENTS = {
  login: TRACKING_EVENT.authLogin,
  register: TRACKING_EVENT.authRegister,
  guest: TRACKING_EVENT.authGuest,
} as const

/** The shop signs in by e-mail and password only (a guest by e-mail). */
export const AUTH_METHOD = 'email'

export function authEvent(action: AuthAction, customerId: string, place: AuthPlace) {
  return {
    event: EVENTS[action],
    payload: { method: AUTH_METHOD, customer_id: customerId, action, name: place },
  }
}
