import 'server-only'

/**
 * The embedded payment service as the payment port (issue 11 item 4): payments live in its own table,
 * the shopper decides on its hosted page (/pay/{ref}/, ./decide.ts), and the shop hears of it by a signed
 * webhook and by asking `status`. Refunds add up to at most what was paid; a payment left open expires.
 */
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { PaymentCode } from '@/lib/config/payment'
import type { Db } from '@/lib/db'
import { pspPayments, type PspPaymentRow } from '@/lib/db/schema'
import { isExpired, nextPaymentStatus, type PaymentAction } from '../rules/decisions'
import { PAYMENT_STATUSES, type PaymentEvent, type PaymentPort, type PaymentStatus } from '../rules/port'
import { parseSignatureHeader, SIGNATURE_HEADER } from '../rules/signature'
import { verifyWebhook } from './signing'
import { webhookSecret } from './webhook-secret'

const webhookEventSchema = z.object({
  providerRef: z.string().regex(/^psp_[A-Za-z0-9_-]{24}$/),
  status: z.enum(PAYMENT_STATUSES),
  amountCents: z.int().positive().optional(),
})

const newRef = () => `psp_${randomBytes(18).toString('base64url')}`

export class PaymentRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PaymentRefused'
  }
}

/** The payment as it stands now: an open one past its time turns expired on read. */
export async function readPayment(db: Db, ref: string, now = new Date()): Promise<PspPaymentRow | null> {
  const [row] = await db.select().from(pspPayments).where(eq(pspPayments.ref, ref))
  if (!row) return null
  if (isExpired(row.status as PaymentStatus, row.createdAt, now)) {
    return (await applyAction(db, ref, 'expire')) ?? row
  }
  return row
}

/**
 * Moves the payment by `action` when its table allows it, atomically (the status it was read in is the
 * condition of the update); null when it does not (unknown payment, or a move from a final status).
 */
export async function applyAction(db: Db, ref: string, action: PaymentAction): Promise<PspPaymentRow | null> {
  const [row] = await db.select().from(pspPayments).where(eq(pspPayments.ref, ref))
  if (!row) return null
  const to = nextPaymentStatus(row.status as PaymentStatus, action, row.method as PaymentCode)
  if (!to) return null
  const [moved] = await db
    .update(pspPayments)
    .set({ status: to, updatedAt: sql`now()` })
    .where(sql`${pspPayments.ref} = ${ref} and ${pspPayments.status} = ${row.status}`)
    .returning()
  return moved ?? null
}

export const eventOf = (row: PspPaymentRow): PaymentEvent => ({
  providerRef: row.ref,
  status: row.status as PaymentStatus,
  amountCents: row.amountCents,
})

/** `db` may be a getter: the port is then built without opening the database until a call needs it. */
export function embeddedPaymentPort(source: Db | (() => Promise<Db>)): PaymentPort {
  const database = typeof source === 'function' ? source : async () => source
  const status = async (ref: string) => {
    const row = await readPayment(await database(), ref)
    if (!row) throw new PaymentRefused(`unknown payment ${ref}`)
    return row.status as PaymentStatus
  }
  return {
    name: 'embedded',
    async initiate(input) {
      const db = await database()
      const ref = newRef()
      const [row] = await db
        .insert(pspPayments)
        .values({ ref, ...input })
        .onConflictDoNothing({ target: pspPayments.paymentId })
        .returning()
      // The same attempt twice is the same payment, as with a provider's idempotency key.
      const payment =
        row ?? (await db.select().from(pspPayments).where(eq(pspPayments.paymentId, input.paymentId)))[0]!
      const origin = new URL(input.returnUrl).origin
      return {
        providerRef: payment.ref,
        redirectUrl: `${origin}/pay/${payment.ref}/`,
        status: payment.status as PaymentStatus,
      }
    },
    status,
    async capture(ref) {
      await applyAction(await database(), ref, 'capture')
      return status(ref)
    },
    async cancel(ref) {
      await applyAction(await database(), ref, 'void')
      return status(ref)
    },
    async refund(ref, amountCents) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new PaymentRefused('refund amount')
      const db = await database()
      const [row] = await db
        .update(pspPayments)
        .set({
          refundedCents: sql`${pspPayments.refundedCents} + ${amountCents}`,
          status: sql`case when ${pspPayments.refundedCents} + ${amountCents} = ${pspPayments.amountCents} then 'refunded' else ${pspPayments.status} end`,
          updatedAt: sql`now()`,
        })
        .where(
          sql`${pspPayments.ref} = ${ref} and ${pspPayments.status} = 'paid' and ${pspPayments.refundedCents} + ${amountCents} <= ${pspPayments.amountCents}`,
        )
        .returning()
      if (!row) throw new PaymentRefused(`refund of ${amountCents} on ${ref} not possible`)
      return { refundRef: `${ref}_r${row.refundedCents}` }
    },
    async parseWebhook({ headers, rawBody }) {
      // Unsigned calls are refused before the database is touched.
      const header = headers.get(SIGNATURE_HEADER)
      if (!parseSignatureHeader(header)) return null
      const secret = await webhookSecret(await database())
      if (!verifyWebhook(secret, header, rawBody)) return null
      try {
        const parsed = webhookEventSchema.safeParse(JSON.parse(rawBody))
        return parsed.success ? parsed.data : null
      } catch {
        return null
      }
    },
  }
}
