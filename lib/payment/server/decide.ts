import 'server-only'

/**
 * The shopper's decision on the embedded payment page (issue 11 item 4): a card is checked and charged
 * by its test number (or sent to a 3-D Secure challenge), a redirect method or wallet is approved,
 * cancelled or failed. A decided payment tells the shop by webhook (in the background, or first with
 * PSP_WEBHOOK_TIMING=before) and sends the shopper back to the shop's return address.
 */
import { z } from 'zod'
import type { Db } from '@/lib/db'
import { afterResponse } from '@/lib/http/server/after-response'
import { cardOutcome, cardProblems, type CardProblem } from '../rules/cards'
import type { PaymentAction } from '../rules/decisions'
import { applyAction, eventOf, readPayment } from './embedded'
import { deliverWebhook, webhookSettings } from './webhook-delivery'

const text = (max: number) => z.string().trim().max(max)
export const decisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('card'),
    holder: text(100),
    number: text(30),
    expiry: text(7),
    cvc: text(4),
  }),
  z.object({ decision: z.enum(['approve', 'cancel', 'fail', 'pass-challenge', 'fail-challenge']) }),
])
export type Decision = z.output<typeof decisionSchema>

export type DecisionResult =
  | { kind: 'unknown' }
  | { kind: 'invalid'; problems: CardProblem[] }
  | { kind: 'challenge' }
  | { kind: 'done'; returnUrl: string }

const actionOf = (decision: Decision): PaymentAction =>
  decision.decision === 'card' ? cardOutcome(decision.number) : decision.decision

export async function decidePayment(db: Db, ref: string, decision: Decision, now = new Date()) {
  const payment = await readPayment(db, ref, now)
  if (!payment) return { kind: 'unknown' } satisfies DecisionResult
  const back = { kind: 'done', returnUrl: payment.returnUrl } satisfies DecisionResult
  // Decided already (a second tab, the back button): nothing changes, the shopper goes back.
  if (payment.status !== 'open' && payment.status !== 'pending') return back
  if (decision.decision === 'card') {
    const problems = cardProblems(decision, now)
    if (problems.length > 0) return { kind: 'invalid', problems } satisfies DecisionResult
  }
  const moved = await applyAction(db, ref, actionOf(decision))
  if (!moved) return back
  if (moved.status === 'pending') return { kind: 'challenge' } satisfies DecisionResult

  const { deliveries, before } = webhookSettings()
  const deliver = async () => {
    for (let i = 0; i < deliveries; i++) await deliverWebhook(db, moved.webhookUrl, eventOf(moved))
  }
  if (before) await deliver()
  else afterResponse(deliver, 'payment webhook')
  return back
}
