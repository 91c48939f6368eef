/** Server start hook of Next.js: starts the periodic clean-up of expiring rows (lib/db/housekeeping.ts). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startHousekeeping } = await import('./lib/db/housekeeping')
  startHousekeeping()
}
