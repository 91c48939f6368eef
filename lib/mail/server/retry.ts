import 'server-only'

/**
 * The outbox retry of the mail port (issue 10 item 6) inside the server process: deliverPendingMail
 * every minute, one run at a time, on a timer that never keeps the process alive. Started once per
 * process (e.g. from instrumentation.ts); with PostgreSQL a cron job may run scripts/deliver-mail.mjs instead.
 */
import { processSingleton } from '@/lib/cache/process-singleton'
import type { Db } from '@/lib/db'
import { deliverPendingMail, describeMailError } from './send'

export const MAIL_RETRY_INTERVAL_MS = 60_000

export function startMailRetry(db: () => Promise<Db>, intervalMs = MAIL_RETRY_INTERVAL_MS): () => void {
  return processSingleton('__storefrontMailRetry', () => {
    let running = false
    const timer = setInterval(() => {
      if (running) return
      running = true
      db()
        .then((handle) => deliverPendingMail(handle))
        .catch((error: unknown) => console.warn(`[mail] retry failed: ${describeMailError(error)}`))
        .finally(() => {
          running = false
        })
    }, intervalMs)
    timer.unref()
    return () => {
      clearInterval(timer)
      // A later start begins a new timer.
      ;(globalThis as Record<string, unknown>).__storefrontMailRetry = undefined
    }
  })
}
