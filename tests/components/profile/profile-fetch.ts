/** A fetch stand-in for the account forms' tests: answers in order, and remembers what was sent. */
import { vi } from 'vitest'

export interface SentRequest {
  url: string
  method: string
  body: unknown
}

export function stubFetch(...answers: Response[]) {
  const sent: SentRequest[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    })
    return answers.shift() ?? Response.json({ type: 'success' })
  })
  vi.stubGlobal('fetch', fetch)
  return sent
}

export const fieldError = (field: string, message: string) =>
  Response.json(
    { type: 'error', error: 'invalid request', fields: [{ field: `body.${field}`, message }] },
    { status: 400 },
  )
