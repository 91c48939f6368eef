import 'server-only'
/** The HTTP answer of every basket call: its statusCode is the HTTP status too (201 when addItem created a line). */
import { NO_STORE } from '@/lib/http/rules/errors'
import type { BasketAnswer } from '../rules/types'
import { basketAnswerJson } from './answer-json'

/** Never cached: a basket is one visitor's. */
export function basketResponse(answer: BasketAnswer): Response {
  return new Response(basketAnswerJson(answer), {
    status: answer.statusCode,
    headers: { ...NO_STORE, 'content-type': 'application/json' },
  })
}
