import 'server-only'

/**
 * Periodic clean-up of rows that only expire (sessions and the baskets and wishlists of guests whose
 * sessions all expired, unconfirmed registrations, spent reset links, rate-limit windows, unconfirmed
 * newsletter sign-ups and address confirmations, expired store reservations (their pieces go back on the
 * shelf), consent records past their three years, monitoring
 * records after 30 days), and the order confirmations a stopped server
 * still owed, started once per server process by instrumentation.ts. Every task is idempotent (a
 * delete, or a mail the outbox's dedupe key sends once), so several instances side by side do no harm.
 */
import { lt, or, isNotNull } from 'drizzle-orm'
import { purgeExpiredRegistrations } from '@/lib/account/server/register'
import { purgeDeadGuestLists } from '@/lib/lists/server/purge'
import { processSingleton } from '@/lib/cache/process-singleton'
import { purgeOldConsentRecords } from '@/lib/consent/server/log'
import { purgeExpiredRateLimits } from '@/lib/http/server/rate-limit-database'
import { purgeMonitoring } from '@/lib/monitoring/server/store'
import { purgeUnconfirmedSubscriptions } from '@/lib/newsletter/server/subscriptions'
import { purgeExpiredPendingRequests } from '@/lib/confirmations/server/addresses'
import { releaseExpiredReservations } from '@/lib/stores/server/reservations'
import { sendMissingConfirmations } from '@/lib/orders/server/confirmations'
import { passwordResetTokens } from './schema'
import { getDb, type Db } from './index'
import { purgeExpiredSessions } from '@/lib/session/server/store'
import { logFailure } from '@/lib/http/server/failure'

const INTERVAL_MS = 15 * 60_000

export const HOUSEKEEPING_TASKS: Record<string, (db: Db, now: Date) => Promise<number>> = {
  sessions: (db, now) => purgeExpiredSessions(now, db),
  // After the sessions: a guest whose every session has expired can never reach its lists again.
  guestLists: (db, now) => purgeDeadGuestLists(db, now),
  registrations: (db, now) => purgeExpiredRegistrations(db, now),
  rateLimits: (db) => purgeExpiredRateLimits(db),
  newsletterLinks: (db) => purgeUnconfirmedSubscriptions(db),
  // Issue 13 item 4: expired reservations give their pieces back; unconfirmed requests are forgotten.
  reservations: (db, now) => releaseExpiredReservations(db, now),
  addressConfirmations: (db, now) => purgeExpiredPendingRequests(db, now),
  orderConfirmations: (db, now) => sendMissingConfirmations(db, now),
  consentLog: (db, now) => purgeOldConsentRecords(db, now),
  monitoring: (db, now) => purgeMonitoring(db, now),
  resetLinks: async (db, now) =>
    (
      await db
        .delete(passwordResetTokens)
        .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
        .returning({ hash: passwordResetTokens.tokenHash })
    ).length,
}

/** Runs every task once; a failing task is logged and does not stop the others. */
export async function runHousekeeping(db: Db, now = new Date()): Promise<Record<string, number>> {
  const removed: Record<string, number> = {}
  for (const [name, task] of Object.entries(HOUSEKEEPING_TASKS)) {
    try {
      removed[name] = await task(db, now)
    } catch (error) {
      logFailure(`[housekeeping] ${name} failed`, error)
    }
  }
  return removed
}

/** Starts the interval once per process; the timer never keeps the process alive. */
export function startHousekeeping(): void {
  processSingleton('__storefrontHousekeeping', () => {
    const timer = setInterval(() => {
      void getDb().then((db) => runHousekeeping(db))
    }, INTERVAL_MS)
    timer.unref()
    return timer
  })
}
