import { describe, expect, it } from 'vitest'
import { authEvent } from '@/lib/tracking/rules/auth'

// Spec 02 §7: frontend_auth_login, frontend_auth_register, frontend_auth_guest carry method,
// customer_id, action and name.
describe('auth events (spec 02 §7)', () => {
  it.each([
    ['login', 'account', 'frontend_auth_login'],
    ['register', 'checkout', 'frontend_auth_register'],
    ['guest', 'checkout', 'frontend_auth_guest'],
  ] as const)('%s on the %s page is %s', (action, place, event) => {
    expect(authEvent(action, 'u-1', place)).toEqual({
      event,
      payload: { method: 'email', customer_id: 'u-1', action, name: place },
    })
  })
})
