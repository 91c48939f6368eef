/**
 * The user of spec 02 §3 as GET /api/user/ answers it (spec 02 §7), checked in the browser. zod/mini:
 * the same checks at a fraction of the bundle.
 */
import * as z from 'zod/mini'

export const userSchema = z.object({
  id: z.string().check(z.minLength(1)),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  gender: z.nullable(z.enum(['m', 'f', 'd', 'n'])),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  birthDate: z.nullable(z.string()),
  customerNo: z.nullable(z.string()),
  loggedIn: z.boolean(),
  isGuestCustomer: z.boolean(),
  registered: z.boolean(),
})
export type ClientUser = z.infer<typeof userSchema>
