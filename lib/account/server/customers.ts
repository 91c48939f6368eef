import 'server-only'

/** Customer rows (spec 02 §3 User): find by address or id, create on confirmed registration, set the password. */
import { and, eq } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import type { Db } from '@/lib/db'
import { customers, type CustomerRow } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/transaction'
import { nextCustomerNo } from './customer-number'

export type { CustomerRow } from '@/lib/db/schema'

/** Spec 02 §3, §9: an account id is 64 characters; ours are 32 random bytes in lowercase hex. */
export const newAccountId = () => randomBytes(32).toString('hex')

/** The customer of a shop with this (already lowercased) address, registered or guest. */
export async function findCustomerByEmail(
  db: Db | Tx,
  shopId: number,
  email: string,
): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.email, email)))
    .limit(1)
  return row ?? null
}

export async function findCustomerById(db: Db | Tx, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1)
  return row ?? null
}

export interface NewRegisteredCustomer {
  shopId: number
  email: string
  firstName: string
  lastName: string
  gender: CustomerRow['gender']
  newsletter: boolean
  passwordHash: string
}

/** Inserts a registered customer with the shop's next customer number; call inside a transaction. */
export async function insertRegisteredCustomer(
  tx: Tx,
  customer: NewRegisteredCustomer,
  now = new Date(),
): Promise<CustomerRow> {
  const customerNo = await nextCustomerNo(tx, customer.shopId)
  const [row] = await tx
    .insert(customers)
    .values({
      ...customer,
      id: newAccountId(),
      customerNo,
      isGuestCustomer: false,
      registeredAt: now,
      passwordChangedAt: now,
    })
    .returning()
  if (!row) throw new Error('customer insert returned no row')
  return row
}

/** A new password hash (change, reset, or a rehash with today's parameters at login). */
export async function setPasswordHash(
  db: Db | Tx,
  customerId: string,
  passwordHash: string,
  changed: boolean,
  now = new Date(),
): Promise<void> {
  await db
    .update(customers)
    .set(changed ? { passwordHash, passwordChangedAt: now, updatedAt: now } : { passwordHash })
    .where(eq(customers.id, customerId))
}
