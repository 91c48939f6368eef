import 'client-only'
/**
 * The browser's calls of the account screens (personal data, password, contact, delete; issue 10 item
 * 7). Each answer becomes what a form shows: the server's field problems (400, message keys) on their
 * fields, one form-level problem for the rest. Its own fetch rather than callJson: a 400's field list
 * and a 429's Retry-After are what the forms need, and callJson keeps only the message.
 */
import type { Language } from '@/lib/config/markets'

export type FormProblem =
  | { kind: 'invalid' }
  | { kind: 'logged-out' }
  | { kind: 'rate-limited'; minutes: number }
  | { kind: 'failed' }

export type ProfileOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; fields: Record<string, string>; problem: FormProblem | null }

export type ProfileCall = 'personal-data' | 'password' | 'contact' | 'account'

const FAILED = { ok: false, fields: {}, problem: { kind: 'failed' } } as const

/** How long a 429 asks to wait, in whole minutes (at least one). */
export function waitMinutes(retryAfter: string | null): number {
  const seconds = Number(retryAfter)
  return Math.max(1, Math.ceil((Number.isFinite(seconds) && seconds > 0 ? seconds : 60) / 60))
}

/** The server names body fields `body.email` (lib/http/rules/errors.ts); the first problem per field wins. */
export function fieldsOf(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  const list = (body as { fields?: unknown } | null)?.fields
  if (!Array.isArray(list)) return fields
  for (const entry of list as { field?: unknown; message?: unknown }[]) {
    if (typeof entry.field !== 'string' || typeof entry.message !== 'string') continue
    const name = entry.field.replace(/^body\./, '')
    fields[name] ??= entry.message
  }
  return fields
}

export async function sendProfileCall<T>(
  call: ProfileCall,
  method: 'POST' | 'PATCH' | 'DELETE',
  language: Language,
  body: unknown,
): Promise<ProfileOutcome<T>> {
  let response: Response
  try {
    response = await fetch(`/api/user/${call}/?locale=${language}`, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return FAILED
  }
  const answer: unknown = await response.json().catch(() => null)
  if (response.ok) return { ok: true, data: answer as T }
  if (response.status === 400) {
    const fields = fieldsOf(answer)
    return { ok: false, fields, problem: Object.keys(fields).length ? null : { kind: 'invalid' } }
  }
  if (response.status === 401) return { ok: false, fields: {}, problem: { kind: 'logged-out' } }
  if (response.status === 429)
    return {
      ok: false,
      fields: {},
      problem: { kind: 'rate-limited', minutes: waitMinutes(response.headers.get('Retry-After')) },
    }
  return FAILED
}
