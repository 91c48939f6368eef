import 'server-only'

/**
 * The embedded payment service's webhook secret: PAYMENT_WEBHOOK_SECRET when set (several instances, or a
 * fixed value for QA), else one generated at first use and kept in the database, so every instance and
 * every restart signs and verifies with the same key.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { pspSecrets } from '@/lib/db/schema'

const cached = new WeakMap<Db, Promise<string>>()

export const MIN_SECRET_LENGTH = 16

async function loadOrCreate(db: Db): Promise<string> {
  await db
    .insert(pspSecrets)
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(pspSecrets).where(eq(pspSecrets.id, 1))
  return row!.secret
}

export function webhookSecret(db: Db, env: Record<string, string | undefined> = process.env) {
  const configured = env.PAYMENT_WEBHOOK_SECRET?.trim()
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`PAYMENT_WEBHOOK_SECRET needs at least ${MIN_SECRET_LENGTH} characters`)
    }
    return Promise.resolve(configured)
  }
  let secret = cached.get(db)
  if (!secret) {
    secret = loadOrCreate(db)
    secret.catch(() => cached.delete(db))
    cached.set(db, secret)
  }
  return secret
}
