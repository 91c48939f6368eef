import 'server-only'

/**
 * A newsletter sign-up (spec 02 §7) with double opt-in: store it as pending and mail the confirmation
 * link. The caller learns nothing about the address: a new, pending or already confirmed address, or
 * one over its mail limit, all return the same, and the mail goes out after the answer, so its sending
 * time tells nothing either. Used by POST /api/mcs/selfi/newsletter/ and by registration with the box ticked.
 */
import { getMarket } from '@/lib/config'
import { marketOrigin } from '@/lib/config/origin'
import type { Db } from '@/lib/db'
import { RateLimitedError } from '@/lib/http/rules/errors'
import { runAfterResponse } from '@/lib/http/server/after-response'
import { accountKey, newsletterPerAddress } from '@/lib/http/server/rate-limits'
import { sendMail } from '@/lib/mail/server/send'
import { confirmUrl } from '../rules/request'
import { purgeUnconfirmedSubscriptions, requestSubscription, type SubscriptionInput } from './subscriptions'

export type { SubscriptionInput } from './subscriptions'

export async function subscribeToNewsletter(db: Db, input: SubscriptionInput): Promise<void> {
  try {
    await newsletterPerAddress.consume(accountKey(input.shopId, input.email))
  } catch (error) {
    // Enough mails to this address today: the same answer, no new mail.
    if (error instanceof RateLimitedError) return
    throw error
  }
  const pending = await requestSubscription(db, input)
  await runAfterResponse('newsletter confirmation mail', async () => {
    if (pending) {
      const { token } = pending
      await sendMail(db, {
        kind: 'newsletter-confirm',
        to: input.email,
        language: input.language,
        market: input.market,
        // One mail per link: the token's own prefix is unique enough and says nothing.
        dedupeKey: `newsletter-confirm:${input.shopId}:${input.email}:${token.slice(0, 16)}`,
        data: { confirmUrl: confirmUrl(marketOrigin(getMarket(input.market)), token) },
      })
    }
    await purgeUnconfirmedSubscriptions(db)
  })
}
