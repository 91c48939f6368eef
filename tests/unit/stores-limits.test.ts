/**
 * Issue 13 item 4: reservations expire (RESERVATION_TTL_HOURS), are capped per address and per visitor
 * session, and a request for an address that has not confirmed waits for its confirmation.
 */
import { describe, expect, it } from 'vitest'
import { needsConfirmation } from '@/lib/confirmations/rules/confirm'
import { DEFAULT_RESERVATION_TTL_HOURS, reservationTtlHoursFromEnv } from '@/lib/config/reservation-env'
import { formatHeldUntil } from '@/lib/stores/rules/held-until'
import {
  heldUntil,
  isOpen,
  MAX_OPEN_RESERVATIONS_PER_ADDRESS,
  MAX_OPEN_RESERVATIONS_PER_SESSION,
  reservationCapReached,
  type ReservationCap,
} from '@/lib/stores/rules/limits'

const at = new Date('2026-11-28T10:00:00Z')

describe('RESERVATION_TTL_HOURS: how long a reservation holds its pieces', () => {
  it.each<[string | undefined, number]>([
    [undefined, DEFAULT_RESERVATION_TTL_HOURS],
    ['', 48],
    ['1', 1],
    ['72', 72],
    ['720', 720],
  ])('%j → %i hours', (value, hours) => {
    expect(reservationTtlHoursFromEnv({ RESERVATION_TTL_HOURS: value })).toBe(hours)
  })

  it.each(['0', '-5', '1.5', '721', 'two days'])('%j stops the start, naming the variable', (value) => {
    expect(() => reservationTtlHoursFromEnv({ RESERVATION_TTL_HOURS: value })).toThrow(
      /RESERVATION_TTL_HOURS/,
    )
  })
})

describe('expiry: a reservation is open while reserved and before its end', () => {
  it('ends the configured hours after it was made', () => {
    expect(heldUntil(at, 48).toISOString()).toBe('2026-11-30T10:00:00.000Z')
    expect(heldUntil(at, 1).toISOString()).toBe('2026-11-28T11:00:00.000Z')
  })

  it.each<[string, Date, boolean]>([
    ['reserved', new Date('2026-11-28T10:00:01Z'), true],
    ['reserved', at, false],
    ['reserved', new Date('2026-11-28T09:59:59Z'), false],
    ['collected', new Date('2026-11-29T10:00:00Z'), false],
    ['released', new Date('2026-11-29T10:00:00Z'), false],
    ['expired', new Date('2026-11-29T10:00:00Z'), false],
  ])('%s until %s: open %s', (status, expiresAt, open) => {
    expect(isOpen({ status, expiresAt }, at)).toBe(open)
  })

  it('the shopper reads the end in their language and the market’s timezone', () => {
    const market = { country: 'ch', timezone: 'Europe/Zurich' }
    expect(formatHeldUntil(at, 'de', market)).toBe('Samstag, 28. November 2026 um 11:00')
    expect(formatHeldUntil(at, 'fr', market)).toMatch(/^samedi,? 28 novembre 2026 à 11:00$/)
    expect(formatHeldUntil(at, 'nl', { country: 'be', timezone: 'Europe/Brussels' })).toMatch(
      /zaterdag 28 november 2026 .*11:00/,
    )
  })
})

describe('caps on open reservations per address and per session', () => {
  const A = MAX_OPEN_RESERVATIONS_PER_ADDRESS
  const S = MAX_OPEN_RESERVATIONS_PER_SESSION
  it.each<[number, number, ReservationCap | null]>([
    [0, 0, null],
    [A - 1, S - 1, null],
    [A, 0, 'address'],
    [A + 5, S + 5, 'address'],
    [0, S, 'session'],
    [A - 1, S, 'session'],
  ])('address %i, session %i → %s', (address, session, cap) => {
    expect(reservationCapReached({ address, session })).toBe(cap)
  })

  it('leave room for a shopper who reserves in a second store, not for a script', () => {
    expect(A).toBeGreaterThanOrEqual(2)
    expect(A).toBeLessThanOrEqual(5)
    expect(S).toBeGreaterThanOrEqual(2)
    expect(S).toBeLessThanOrEqual(5)
  })
})

describe('needsConfirmation: the shop mails only an address that has shown it wants to be mailed', () => {
  it.each<[string, { confirmed: boolean; customerEmail: string | null }, boolean]>([
    ['new address, guest', { confirmed: false, customerEmail: null }, true],
    ['confirmed address, guest', { confirmed: true, customerEmail: null }, false],
    ["the logged-in customer's own address", { confirmed: false, customerEmail: 'anna@example.de' }, false],
    ['… in another spelling', { confirmed: false, customerEmail: ' Anna@Example.DE ' }, false],
    [
      "a customer asking for someone else's address",
      { confirmed: false, customerEmail: 'bob@example.de' },
      true,
    ],
  ])('%s → %s', (_case, facts, needed) => {
    expect(needsConfirmation('anna@example.de', facts)).toBe(needed)
  })
})
