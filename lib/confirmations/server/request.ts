import 'server-only'

/**
 * Carries out a request that mails an address (click and reserve, remind-me) at once when the address
 * confirmed before or is the logged-in customer's own, and otherwise stores it and sends only the short
 * fixed confirmation mail (issue 13 item 4). The mail goes out after the answer.
 */
import { customerOf } from '@/lib/account/server/current'
import { getMarket, type Market } from '@/lib/config'
import { marketOrigin } from '@/lib/config/origin'
import type { Db } from '@/lib/db'
import { RateLimitedError } from '@/lib/http/rules/errors'
import { runAfterResponse } from '@/lib/http/server/after-response'
import { accountKey, confirmMailPerAddress } from '@/lib/http/server/rate-limits'
import { sendMail } from '@/lib/mail/server/send'
import type { VisitorSession } from '@/lib/session/rules/identity'
import { addressConfirmUrl, needsConfirmation, type ConfirmationPending } from '../rules/confirm'
import { isAddressConfirmed, storePendingRequest, type PendingRequest } from './addresses'

export type ConfirmableRequest = Omit<PendingRequest, 'shopId' | 'sessionId'> & { market: Market['code'] }

export async function proceedOrConfirm<T>(
  db: Db,
  request: ConfirmableRequest,
  session: VisitorSession,
  proceed: () => Promise<T>,
): Promise<T | ConfirmationPending> {
  const market = getMarket(request.market)
  const customer = await customerOf(session)
  const confirmed = await isAddressConfirmed(db, market.shopId, request.email)
  if (!needsConfirmation(request.email, { confirmed, customerEmail: customer?.email ?? null }))
    return proceed()
  try {
    await confirmMailPerAddress.consume(accountKey(market.shopId, request.email))
  } catch (error) {
    // Enough mails to this address today: the same answer, nothing stored, no new mail.
    if (error instanceof RateLimitedError) return { type: 'confirm' }
    throw error
  }
  const token = await storePendingRequest(db, { ...request, shopId: market.shopId, sessionId: session.id })
  await runAfterResponse('address confirmation mail', () =>
    sendMail(db, {
      kind: 'address-confirm',
      to: request.email,
      language: request.language,
      market: request.market,
      // One mail per link: the token's own prefix is unique enough and says nothing.
      dedupeKey: `address-confirm:${token.slice(0, 16)}`,
      data: { purpose: request.kind, confirmUrl: addressConfirmUrl(marketOrigin(market), token) },
    }),
  )
  return { type: 'confirm' }
}
