import 'server-only'

/**
 * What opening a confirmation link does (issue 13 item 4): the address is confirmed, then the stored
 * request is carried out: the reservation is made and mailed, the reminder subscribed. Answers the notice
 * the landing page shows (lib/routing/rules/redirect-notice.ts).
 */
import { databaseOutbox } from '@/lib/catalog/server/remind-me-intake'
import { remindMeRequestSchema } from '@/lib/catalog/rules/remind-me'
import type { MarketCode } from '@/lib/config'
import type { Db } from '@/lib/db'
import { HttpError } from '@/lib/http/rules/errors'
import type { RedirectNotice } from '@/lib/routing/rules/redirect-notice'
import { reserveConfirmed } from '@/lib/stores/server/request'
import { takePendingRequest } from './addresses'

export interface ConfirmOutcome {
  notice: RedirectNotice
  /** The language the request was made in; null for an invalid link. */
  language: string | null
}

export async function confirmAddressRequest(db: Db, token: string): Promise<ConfirmOutcome> {
  const pending = await takePendingRequest(db, token)
  if (!pending) return { notice: 'address-link-invalid', language: null }
  const { language } = pending
  const market = pending.market as MarketCode
  if (pending.kind === 'reminder') {
    const reminder = remindMeRequestSchema.parse({ ...pending.payload, email: pending.email, language })
    await databaseOutbox.enqueue(reminder, market)
    return { notice: 'reminder-confirmed', language }
  }
  try {
    await reserveConfirmed(db, { ...pending, market })
    return { notice: 'reservation-confirmed', language }
  } catch (error) {
    // The shelf ran short or a cap was reached meanwhile: the address is confirmed, nothing reserved.
    if (error instanceof HttpError && error.status < 500) return { notice: 'reservation-failed', language }
    throw error
  }
}
