/**
 * How long a reservation holds its pieces and how many a shopper may hold at once (issue 13 item 4:
 * reservations need no account, so without an end and a cap one script could empty every shelf).
 */

/** The end of a reservation made at `from` that is held `ttlHours` (RESERVATION_TTL_HOURS). */
export function heldUntil(from: Date, ttlHours: number): Date {
  return new Date(from.getTime() + ttlHours * 3_600_000)
}

/** A reservation holds pieces while it is 'reserved' and its time has not run out. */
export function isOpen(reservation: { status: string; expiresAt: Date }, now: Date): boolean {
  return reservation.status === 'reserved' && reservation.expiresAt > now
}

/**
 * Open reservations (one per dialog sent, whatever its lines) an address or a visitor session may hold,
 * requests waiting for their address's confirmation included. A shopper reserves for a visit or two;
 * three open at once leave room for a second store, while a script needs a new address and a new
 * session for every three, and the per-address mail limit and per-IP limit brake both.
 */
export const MAX_OPEN_RESERVATIONS_PER_ADDRESS = 3
export const MAX_OPEN_RESERVATIONS_PER_SESSION = 3

export type ReservationCap = 'address' | 'session'

/** Which cap a new reservation would break, or null when it may be made. */
export function reservationCapReached(open: { address: number; session: number }): ReservationCap | null {
  if (open.address >= MAX_OPEN_RESERVATIONS_PER_ADDRESS) return 'address'
  if (open.session >= MAX_OPEN_RESERVATIONS_PER_SESSION) return 'session'
  return null
}
