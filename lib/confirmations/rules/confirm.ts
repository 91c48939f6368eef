/**
 * The confirmation step before the shop mails an address it has not seen confirm (issue 13 item 4:
 * click and reserve and remind-me mailed any address). The first request for such an address sends only
 * a short fixed mail with a link (lib/mail kind 'address-confirm'); the link confirms the address and
 * carries out what was asked. The newsletter's double opt-in works the same way (lib/newsletter).
 */
import { z } from 'zod'
import type { AddressConfirmationKind } from '@/lib/db/schema/address-confirmations'

export const ADDRESS_CONFIRM_PATH = '/api/shop/confirm-address/'

/**
 * How long a confirmation link works. A day: a reservation or reminder is asked for now, and a request
 * nobody confirms should not keep an address and a name for a week (the newsletter's links last 7 days).
 */
export const ADDRESS_CONFIRM_LINK_HOURS = 24

/** The link's query; a malformed token is no valid link, not a 400 (as the newsletter's link). */
export const addressConfirmQuerySchema = z.object({
  token: z.string().max(200).optional().catch(undefined),
})

export const addressConfirmUrl = (origin: string, token: string) =>
  `${origin}${ADDRESS_CONFIRM_PATH}?token=${encodeURIComponent(token)}`

/** The normalised form of an address whose hash marks it confirmed (spec 02 §5: lowercased). */
export const normalisedAddress = (email: string) => email.trim().toLowerCase()

/**
 * Whether a request for `email` must wait for a confirmation: not when the address confirmed before,
 * nor when it is the verified address of the logged-in customer asking (accounts are created only by
 * their own confirmation link).
 */
export function needsConfirmation(
  email: string,
  facts: { confirmed: boolean; customerEmail: string | null },
): boolean {
  if (facts.confirmed) return false
  return facts.customerEmail === null || normalisedAddress(facts.customerEmail) !== normalisedAddress(email)
}

/** What the API answers when a request waits for the address's confirmation: the dialog says "check your inbox". */
export interface ConfirmationPending {
  type: 'confirm'
}

export type { AddressConfirmationKind }
