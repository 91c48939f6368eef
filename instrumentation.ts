/**
 * Server start hook of Next.js: starts the periodic clean-up of expiring rows (lib/db/housekeeping.ts)
 * and the retry of mail that could not be delivered at once (lib/mail/server/retry.ts).
 */
export async function register() {
  // Inside the condition, as Next's docs show: the bundler then leaves these Node-only imports out of
  // the edge build (an early return is not enough for webpack).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ startHousekeeping }, { startMailRetry }, { getDb }] = await Promise.all([
      import('./lib/db/housekeeping'),
      import('./lib/mail/server/retry'),
      import('./lib/db'),
    ])
    startHousekeeping()
    startMailRetry(() => getDb())
  }
}
