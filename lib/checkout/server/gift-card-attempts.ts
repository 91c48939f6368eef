import 'server-only'

/**
 * Gift card attempts (issue 11 item 2: code and PIN; no PIN guessing): every request that names a gift
 * card consumes a point per session and per client address before the card is looked at (atomic, so
 * parallel guesses cannot slip past); a card that was accepted gives both points back, so only failed
 * attempts count. Over the limit: 429 with Retry-After (lib/http/server/rate-limits.ts).
 */
import { clientKey } from '@/lib/http/server/rate-limit'
import { giftCardPerIp, giftCardPerSession } from '@/lib/http/server/rate-limits'

export interface GiftCardAttempt {
  /** Call when the card was accepted: the attempt does not count. */
  accepted(): Promise<void>
}

export async function giftCardAttempt(sessionId: string, request: Request): Promise<GiftCardAttempt> {
  const client = clientKey(request)
  await giftCardPerSession.consume(sessionId)
  await giftCardPerIp.consume(client)
  return {
    async accepted() {
      await Promise.all([giftCardPerSession.reward(sessionId), giftCardPerIp.reward(client)])
    },
  }
}
