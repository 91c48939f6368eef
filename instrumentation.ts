/**
 * Server start hook of Next.js: starts the periodic clean-up of expiring rows (lib/db/housekeeping.ts),
 * the retry of mail that could not be delivered at once (lib/mail/server/retry.ts) and error reporting
 * (lib/monitoring/server/sentry.ts: Sentry with SENTRY_DSN, else the shop's own error store), and logs
 * the content service's guarded features once (lib/content/server/start-checks.ts).
 */
import type { Instrumentation } from 'next'

export async function register() {
  // Inside the condition, as Next's docs show: the bundler then leaves these Node-only imports out of
  // the edge build (an early return is not enough for webpack).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ startHousekeeping }, { startMailRetry }, { getDb }, { initServerErrorReporting }] =
      await Promise.all([
        import('./lib/db/housekeeping'),
        import('./lib/mail/server/retry'),
        import('./lib/db'),
        import('./lib/monitoring/server/sentry'),
      ])
    startHousekeeping()
    startMailRetry(() => getDb())
    initServerErrorReporting()
    const { logContentStartChecks } = await import('./lib/content/server/start-checks')
    logContentStartChecks()
  }
}

/**
 * Server errors of pages, route handlers, actions and the proxy (Next calls this with the request's path
 * and route): `Sentry.captureRequestError` with SENTRY_DSN, the shop's own error store otherwise.
 */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { reportRequestError } = await import('./lib/monitoring/server/sentry')
    await reportRequestError(...args)
  }
}
