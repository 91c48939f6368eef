import 'server-only'
/**
 * The shop's own consent log store (spec 02 §7), the default when no CONSENT_LOG_URL is configured:
 * one row per decision, kept three years, and whether a caller sits in one of the shop's own networks.
 */
import { lt } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '@/lib/db'
import { consentLog } from '@/lib/db/schema'
import { isInternalAddress, loggedPath, type ConsentLogRecord } from '../rules/log'

/** Three years: the limitation period in which a consent may have to be shown (GDPR Art. 7(1)). */
export const CONSENT_LOG_RETENTION_DAYS = 3 * 365

const networksSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[\d.]+(\/\d{1,2})?$|^[\da-f:]+::\/64$/i, 'an IPv4 address or network')))

let networks: string[] | undefined
/** INTERNAL_NETWORKS: comma-separated IPv4 addresses or networks of the shop's own offices. */
export function internalNetworks(): string[] {
  networks ??= networksSchema.parse(process.env.INTERNAL_NETWORKS ?? '')
  return networks
}

export function isInternal(address: string | null): boolean {
  return isInternalAddress(address, internalNetworks())
}

export async function recordConsent(db: Db, record: ConsentLogRecord, internal: boolean): Promise<void> {
  await db.insert(consentLog).values({
    consentId: record.consentId,
    shopId: record.shopId,
    action: record.action,
    version: record.version,
    path: loggedPath(record.href),
    consents: record.consents,
    internal,
  })
}

export async function purgeOldConsentRecords(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - CONSENT_LOG_RETENTION_DAYS * 86_400_000)
  const removed = await db
    .delete(consentLog)
    .where(lt(consentLog.createdAt, before))
    .returning({ id: consentLog.id })
  return removed.length
}
