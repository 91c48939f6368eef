/**
 * Server start hook of Next.js: starts the periodic clean-up of expiring rows (lib/db/housekeeping.ts)
 * and the retry of mail that could not be delivered at once (lib/mail/server/retry.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ startHousekeeping }, { startMailRetry }, { getDb }] = await Promise.all([
    import('./lib/db/housekeeping'),
    import('./lib/mail/server/retry'),
    import('./lib/db'),
  ])
  startHousekeeping()
  startMailRetry(() => getDb())
}
