import 'server-only'

/**
 * The mail outbox of the mail port (architecture note): messages stored in the database, readable in
 * development. Features enqueue what they owe someone; a sender delivers pendingMail in order and marks
 * each with markMailSent. Enqueuing the same kind and dedupe key twice keeps one message.
 */
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '@/lib/db'
import { mailOutbox, type MailOutboxRow } from '@/lib/db/schema'

export const outboxMessageSchema = z.object({
  kind: z.string().regex(/^[a-z][a-z-]{1,48}$/),
  recipient: z.email().max(254),
  language: z.string().min(2).max(5),
  market: z.string().min(2).max(8),
  dedupeKey: z.string().min(1).max(300),
  payload: z.record(z.string(), z.unknown()).default({}),
})
export type OutboxMessage = z.input<typeof outboxMessageSchema>

/** True when a new message was queued, false when the same one was already waiting or sent. */
export async function enqueueMail(db: Db, message: OutboxMessage): Promise<boolean> {
  return (await enqueueMailId(db, message)) !== null
}

/** The new message's id, or null when the same one was already waiting or sent (sendMail delivers by id). */
export async function enqueueMailId(db: Db, message: OutboxMessage): Promise<number | null> {
  const row = outboxMessageSchema.parse(message)
  const inserted = await db
    .insert(mailOutbox)
    .values(row)
    .onConflictDoNothing({ target: [mailOutbox.kind, mailOutbox.dedupeKey] })
    .returning({ id: mailOutbox.id })
  return inserted[0]?.id ?? null
}

/** Messages not sent yet, oldest first (what a sender delivers; what a developer reads locally). */
export function pendingMail(db: Db, kind?: string, limit = 100): Promise<MailOutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(kind ? and(isNull(mailOutbox.sentAt), eq(mailOutbox.kind, kind)) : isNull(mailOutbox.sentAt))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(limit)
}

export async function markMailSent(db: Db, id: number, at = new Date()): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: at }).where(eq(mailOutbox.id, id))
}

/** Pending messages of one kind queued between `since` and `until`, oldest first (what a retry delivers). */
export function pendingMailBetween(
  db: Db,
  kind: string,
  { since, until, limit = 100 }: { since: Date; until: Date; limit?: number },
): Promise<MailOutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        eq(mailOutbox.kind, kind),
        gte(mailOutbox.createdAt, since),
        lte(mailOutbox.createdAt, until),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(limit)
}

/**
 * Takes a pending message for one delivery attempt by marking it sent, unless another sender (a second
 * instance's retry) took it first: then false, and this one leaves it alone. releaseMail undoes it.
 */
export async function claimMail(db: Db, id: number, at = new Date()): Promise<boolean> {
  const claimed = await db
    .update(mailOutbox)
    .set({ sentAt: at })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)))
    .returning({ id: mailOutbox.id })
  return claimed.length > 0
}

/** A claimed message whose delivery failed: pending again, for the next retry. */
export async function releaseMail(db: Db, id: number): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: null }).where(eq(mailOutbox.id, id))
}
