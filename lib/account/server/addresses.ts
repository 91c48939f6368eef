import 'server-only'

/**
 * The address book's rows (issue 10 item 2): list, create, update, delete and choose the default of a
 * customer's billing and shipping addresses. Every statement names the customer, so another customer's
 * address id is simply not found (404), never read or changed. Each write runs in a transaction that
 * first locks the customer's row: two tabs saving at once are serialised, so the limit holds and a kind
 * never ends up with two defaults (the partial unique indexes would refuse it) or none.
 */
import { and, count, desc, eq } from 'drizzle-orm'
import { getDb, type Db } from '@/lib/db'
import { customerAddresses, customers, type CustomerAddressRow } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/transaction'
import { HttpError } from '@/lib/http/rules/errors'
import {
  ADDRESS_KINDS,
  MAX_ADDRESSES_PER_CUSTOMER,
  type AddressFields,
  type AddressKind,
  type AddressView,
} from '../rules/address-fields'

/** The error texts the address calls answer with (the client maps them to its messages). */
export const ADDRESS_ERRORS = {
  notFound: 'address-not-found',
  limit: 'address-limit-reached',
} as const

const defaultColumn = (kind: AddressKind) =>
  kind === 'billing' ? customerAddresses.isDefaultBilling : customerAddresses.isDefaultShipping
const defaultFlag = (kind: AddressKind) => (kind === 'billing' ? 'isDefaultBilling' : 'isDefaultShipping')

export function addressView(row: CustomerAddressRow): AddressView {
  return {
    id: row.id,
    kind: row.kind,
    gender: row.gender,
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    street: row.street,
    house_number: row.houseNumber,
    address_extra: row.addressExtra,
    postcode: row.postcode,
    city: row.city,
    country: row.country as AddressView['country'],
    phone: row.phone,
    is_default: row.kind === 'billing' ? row.isDefaultBilling : row.isDefaultShipping,
  }
}

function columnsOf(fields: AddressFields) {
  return {
    kind: fields.kind,
    gender: fields.gender,
    firstName: fields.first_name,
    lastName: fields.last_name,
    company: fields.company,
    street: fields.street,
    houseNumber: fields.house_number,
    addressExtra: fields.address_extra,
    postcode: fields.postcode,
    city: fields.city,
    country: fields.country,
    phone: fields.phone,
  }
}

/** Billing before shipping, each kind's default first, then the newest. */
export async function listAddresses(db: Db | Tx, customerId: string): Promise<AddressView[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
  const rank = (row: CustomerAddressRow) =>
    ADDRESS_KINDS.indexOf(row.kind) * 2 + (row.isDefaultBilling || row.isDefaultShipping ? 0 : 1)
  // A stable sort keeps the newest-first order within each group.
  return rows.sort((a, b) => rank(a) - rank(b)).map(addressView)
}

/** The address book page's list (server components reach the database only through here). */
export async function addressBookOf(customerId: string): Promise<AddressView[]> {
  return listAddresses(await getDb(), customerId)
}

/** Runs `work` with the customer's row locked; a customer deleted meanwhile is logged out (401). */
function underCustomerLock<T>(db: Db, customerId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update')
    if (!customer) throw new HttpError(401, 'login required')
    return work(tx)
  })
}

async function ownedAddress(tx: Tx, customerId: string, id: number): Promise<CustomerAddressRow> {
  const [row] = await tx
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
  if (!row) throw new HttpError(404, ADDRESS_ERRORS.notFound)
  return row
}

/** Makes `id` (owned, of `kind`) its kind's one default: the old default is cleared first. */
async function makeDefault(tx: Tx, customerId: string, id: number, kind: AddressKind, now: Date) {
  await tx
    .update(customerAddresses)
    .set({ [defaultFlag(kind)]: false, updatedAt: now })
    .where(and(eq(customerAddresses.customerId, customerId), eq(defaultColumn(kind), true)))
  await tx
    .update(customerAddresses)
    .set({ [defaultFlag(kind)]: true, updatedAt: now })
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
}

/**
 * A kind with addresses always has a default: the first address of a kind becomes it, and when the
 * default goes (deleted, or moved to the other kind) the newest remaining address of that kind takes
 * over, as the shopper most likely typed it for a reason. The checkout then never lacks an address.
 */
async function ensureDefaults(tx: Tx, customerId: string, now: Date) {
  for (const kind of ADDRESS_KINDS) {
    const rows = await tx
      .select({ id: customerAddresses.id, isDefault: defaultColumn(kind) })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.kind, kind)))
      .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
    const [newest] = rows
    if (newest && !rows.some((row) => row.isDefault)) await makeDefault(tx, customerId, newest.id, kind, now)
  }
}

export async function createAddress(
  db: Db,
  customerId: string,
  fields: AddressFields,
  now = new Date(),
): Promise<AddressView> {
  return underCustomerLock(db, customerId, async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
    if ((held?.n ?? 0) >= MAX_ADDRESSES_PER_CUSTOMER) throw new HttpError(409, ADDRESS_ERRORS.limit)
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...columnsOf(fields), customerId, createdAt: now, updatedAt: now })
      .returning()
    if (!row) throw new Error('address insert returned no row')
    if (fields.is_default) await makeDefault(tx, customerId, row.id, row.kind, now)
    await ensureDefaults(tx, customerId, now)
    return addressView(await ownedAddress(tx, customerId, row.id))
  })
}

/** Replaces every field of an owned address; a change of kind drops its old default flag. */
export async function updateAddress(
  db: Db,
  customerId: string,
  id: number,
  fields: AddressFields,
  now = new Date(),
): Promise<AddressView> {
  return underCustomerLock(db, customerId, async (tx) => {
    const before = await ownedAddress(tx, customerId, id)
    const kindChanged = before.kind !== fields.kind
    await tx
      .update(customerAddresses)
      .set({
        ...columnsOf(fields),
        ...(kindChanged && { isDefaultBilling: false, isDefaultShipping: false }),
        updatedAt: now,
      })
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    if (fields.is_default) await makeDefault(tx, customerId, id, fields.kind, now)
    await ensureDefaults(tx, customerId, now)
    return addressView(await ownedAddress(tx, customerId, id))
  })
}

export async function deleteAddress(db: Db, customerId: string, id: number, now = new Date()): Promise<void> {
  await underCustomerLock(db, customerId, async (tx) => {
    const deleted = await tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
      .returning({ id: customerAddresses.id })
    if (deleted.length === 0) throw new HttpError(404, ADDRESS_ERRORS.notFound)
    await ensureDefaults(tx, customerId, now)
  })
}

/** Makes an owned address the default of its own kind (a billing address the default billing one). */
export async function setDefaultAddress(
  db: Db,
  customerId: string,
  id: number,
  now = new Date(),
): Promise<AddressView> {
  return underCustomerLock(db, customerId, async (tx) => {
    const row = await ownedAddress(tx, customerId, id)
    await makeDefault(tx, customerId, id, row.kind, now)
    return addressView(await ownedAddress(tx, customerId, id))
  })
}
