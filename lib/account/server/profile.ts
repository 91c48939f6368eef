import 'server-only'

/**
 * Personal data and password of a logged-in customer (issue 10 item 7; spec 02 §3 User, §5 password).
 *
 * Changing the email asks for the current password again: the address is the login name, so whoever
 * holds a session alone must not be able to take the account over. A taken address is refused plainly
 * ("cannot be used") rather than answered like a success: the asker is logged in and has just proven the
 * password, so this is no anonymous enumeration (registration and reset stay silent, spec 02 §7), and a
 * fake success would leave the customer believing the address changed. Each try costs an argon2 verify;
 * a per-customer rate limit (lib/http/server/rate-limits) caps it further where the routes wire one.
 *
 * A password change ends every other session of the customer and keeps this one (ASVS 5.0 V7.4.3).
 */
import { eq } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { customers, type CustomerRow } from '@/lib/db/schema'
import { endCustomerSessions } from '@/lib/session/server/store'
import { GENERIC_MESSAGES } from '../rules/generic-messages'
import { passwordMessageKey } from '../rules/password'
import { PROFILE_MESSAGES, type ChangePasswordInput, type PersonalData } from '../rules/profile'
import { setPasswordHash } from './customers'
import { passwordLeakProblem } from './leak-check'
import { hashPassword, verifyPassword } from './password-hash'
import { isUniqueViolation, refusal, type FieldRefusal } from './refusal'

const EMAIL_KEY = 'customers_shop_email_key'

export async function updatePersonalData(
  db: Db,
  customer: CustomerRow,
  input: PersonalData,
  now = new Date(),
): Promise<CustomerRow | FieldRefusal> {
  if (input.email !== customer.email) {
    if (!input.current_password) return refusal('current_password', GENERIC_MESSAGES.required)
    const { valid } = await verifyPassword(customer.passwordHash, input.current_password)
    if (!valid) return refusal('current_password', PROFILE_MESSAGES.wrongPassword)
  }
  try {
    const [row] = await db
      .update(customers)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        gender: input.gender,
        email: input.email,
        phone: input.phone,
        birthDate: input.birth_date,
        updatedAt: now,
      })
      .where(eq(customers.id, customer.id))
      .returning()
    if (!row) throw new Error('customer vanished during the update')
    return row
  } catch (error) {
    // The unique (shop, email) decides, not a read before the write: two customers racing for one
    // address cannot both get it.
    if (isUniqueViolation(error, EMAIL_KEY)) return refusal('email', PROFILE_MESSAGES.emailTaken)
    throw error
  }
}

/** How many other sessions the change ended (the current one stays logged in). */
export async function changePassword(
  db: Db,
  customer: CustomerRow,
  keepSessionId: string,
  input: ChangePasswordInput,
  now = new Date(),
): Promise<{ endedSessions: number } | FieldRefusal> {
  const { valid } = await verifyPassword(customer.passwordHash, input.current_password)
  if (!valid) return refusal('current_password', PROFILE_MESSAGES.wrongPassword)
  // Spec 02 §5: the browser's check is a courtesy; this one holds (a failed check counts as leaked).
  if (await passwordLeakProblem(input.new_password))
    return refusal('new_password', passwordMessageKey('leaked'))
  await setPasswordHash(db, customer.id, await hashPassword(input.new_password), true, now)
  return { endedSessions: await endCustomerSessions(customer.id, keepSessionId, db) }
}
