import 'server-only'

/**
 * Who may see the monitoring page (issue 12 item 5): like the mailbox, in development and QA; elsewhere
 * only with MONITORING_SECRET, given as `?secret=` or the `x-monitoring-secret` header, compared in
 * constant time (hashed first, so the length does not leak either).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { shopConfig } from '@/lib/config'
import { mailboxAvailable } from '@/lib/mail/rules/mailbox'
import { monitoringSettings } from './settings'

const digest = (value: string) => createHash('sha256').update(value).digest()

export function secretMatches(given: string | null | undefined, expected: string | null): boolean {
  if (!expected || !given) return false
  return timingSafeEqual(digest(given), digest(expected))
}

export function monitoringPageOpen(
  given: string | null | undefined,
  deploymentEnv = shopConfig.deploymentEnv,
): boolean {
  // The mailbox's gate (development, QA), so both QA tools open and close together.
  if (mailboxAvailable(deploymentEnv)) return true
  return secretMatches(given, monitoringSettings().secret)
}
