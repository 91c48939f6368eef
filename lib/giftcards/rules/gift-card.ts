/**
 * Gift card rules (issue 11 item 2: code and PIN, partial payment): how a typed code is normalised, how
 * it is shown (masked but the last 4), and how much of an order a balance pays. Pure.
 */
import { z } from 'zod'

/** Letters and digits, spaces and dashes as printed on the card are ignored; kept in capitals. */
export const giftCardCodeSchema = z
  .string()
  .trim()
  .max(40)
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{8,32}$/, 'checkout.giftCard.invalid'))

export const giftCardPinSchema = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/, 'checkout.giftCard.invalid')

export const giftCardInputSchema = z.object({ code: giftCardCodeSchema, pin: giftCardPinSchema })
export type GiftCardInput = z.output<typeof giftCardInputSchema>

/** `•••• 1234`-style: every character but the last 4 replaced. */
export function maskGiftCardCode(code: string): string {
  return code.length <= 4 ? code : `${'*'.repeat(code.length - 4)}${code.slice(-4)}`
}

/** What the card pays of an order total: all of it when the balance suffices, else the whole balance. */
export function giftCardShare(balanceCents: number, totalCents: number): number {
  return Math.max(0, Math.min(balanceCents, totalCents))
}
