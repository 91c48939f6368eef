/**
 * The thank-you page's offer to a guest (issue 11 item 7): the order just placed and a password of the
 * rules of spec 02 §5 (lib/account/rules/password.ts). zod/mini: the browser's form checks the same.
 */
import * as z from 'zod/mini'
import { passwordSchema } from '@/lib/account/rules/password'
import { ORDER_NUMBER_PATTERN } from '@/lib/orders/rules/order-number'

export const guestAccountSchema = z.object({
  orderNumber: z.string().check(z.regex(ORDER_NUMBER_PATTERN)),
  password: passwordSchema,
})
export type GuestAccountFields = z.output<typeof guestAccountSchema>
