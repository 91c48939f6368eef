import 'client-only'
/**
 * The browser's calls of the account order screens (issue 11 item 8): cancel an order (the cancel order
 * dialog) and file a complaint. Each answer becomes what the screen shows: field problems (400, message
 * keys) on their fields, the server's message key of a refusal (409 not cancellable), or a general problem.
 */
import type { Language } from '@/lib/config/markets'
import { fieldsOf, waitMinutes, type FormProblem } from '@/lib/account/client/profile-api'

export type OrderCallOutcome =
  | { ok: true }
  | { ok: false; fields: Record<string, string>; problem: FormProblem | null; messageKey: string | null }

/** A refusal's message key as the checkout namespace holds it (`orders.errors.x` → `checkout.orders.errors.x`). */
export const orderMessageKey = (key: string) => (key.startsWith('checkout.') ? key : `checkout.${key}`)

async function send(path: string, language: Language, body: unknown): Promise<OrderCallOutcome> {
  let response: Response
  try {
    response = await fetch(`/api/user/orders/${path}/?locale=${language}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { ok: false, fields: {}, problem: { kind: 'failed' }, messageKey: null }
  }
  if (response.ok) return { ok: true }
  const answer = (await response.json().catch(() => null)) as { error?: unknown } | null
  const error = typeof answer?.error === 'string' ? answer.error : ''
  const messageKey = /^(checkout\.)?orders\.errors\.\w+$/.test(error) ? orderMessageKey(error) : null
  const fields = response.status === 400 ? fieldsOf(answer) : {}
  const problem: FormProblem | null =
    response.status === 401
      ? { kind: 'logged-out' }
      : response.status === 429
        ? { kind: 'rate-limited', minutes: waitMinutes(response.headers.get('Retry-After')) }
        : response.status === 400 && Object.keys(fields).length > 0
          ? null
          : messageKey
            ? null
            : { kind: response.status === 400 ? 'invalid' : 'failed' }
  return { ok: false, fields, problem, messageKey }
}

export const cancelOrderCall = (orderNumber: string, language: Language) =>
  send(`${encodeURIComponent(orderNumber)}/cancel`, language, {})

export interface ComplaintBody {
  items: { lineId: number; quantity: number }[]
  reason: string
  text: string
}

export const fileComplaintCall = (orderNumber: string, language: Language, body: ComplaintBody) =>
  send(`${encodeURIComponent(orderNumber)}/complaint`, language, body)
