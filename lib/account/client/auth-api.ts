import 'client-only'
/**
 * The browser's authentication calls of spec 02 §7 (login, register, guest, logout, reset mail): POST
 * with `?locale=`, JSON through callJson. Each answer becomes what a form shows: the server's field
 * problems (400, message keys of messages/{lang}/account.json) on the fields, and one form-level
 * problem for the rest (401 without enumeration, 429 with the wait, anything else as a failure).
 */
import type { Language } from '@/lib/config/markets'
import { ApiRequestError, callJson } from '@/lib/http/client/json'
import { userSchema, type ClientUser } from '@/lib/user/rules/schema'
import {
  FIELD_GROUPS,
  type FieldGroup,
  type GuestFields,
  type LoginFields,
  type RegisterFields,
  type ResetFields,
} from '../rules/fields'

export type AuthMode = 'login' | 'register' | 'guest'

/** A problem of the whole form, not of one field. */
export type FormProblem =
  | { kind: 'invalid-credentials' }
  | { kind: 'rate-limited'; minutes: number }
  /** A 400 that named no field of this form. */
  | { kind: 'invalid' }
  | { kind: 'failed' }

export type AuthFailure<G extends FieldGroup> = {
  ok: false
  /** Field name of the group → message key. */
  fields: Partial<Record<(typeof FIELD_GROUPS)[G][number], string>>
  problem: FormProblem | null
}
export type AuthOutcome<G extends FieldGroup, T> = ({ ok: true } & T) | AuthFailure<G>

/** A signed-in answer; `pending` when register only sent mail (spec 02: address taken, no login). */
export interface SignedIn {
  user: ClientUser
  pending: boolean
}

const authPath = (path: string, language: Language) => `/api/user/auth/${path}/?locale=${language}`

const post = <T>(path: string, language: Language, body?: unknown) =>
  callJson<T>(authPath(path, language), {
    method: 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

/** How long a 429 asks to wait, in whole minutes (at least one: "try again in 0 minutes" helps no one). */
export const waitMinutes = (seconds: number | undefined) => Math.max(1, Math.ceil((seconds ?? 60) / 60))

/** The server names body fields as `body.email` (lib/http/rules/errors.ts): the form knows `email`. */
const fieldName = (field: string) => field.replace(/^body\./, '')

export function failureOf<G extends FieldGroup>(group: G, error: unknown): AuthFailure<G> {
  if (!(error instanceof ApiRequestError)) throw error
  const fields: AuthFailure<G>['fields'] = {}
  if (error.status === 400) {
    const known: readonly string[] = FIELD_GROUPS[group]
    for (const { field, message } of error.details.fields ?? []) {
      const name = fieldName(field) as keyof typeof fields
      if (known.includes(name) && fields[name] === undefined) fields[name] = message as never
    }
    return { ok: false, fields, problem: Object.keys(fields).length > 0 ? null : { kind: 'invalid' } }
  }
  if (error.status === 401) return { ok: false, fields, problem: { kind: 'invalid-credentials' } }
  if (error.status === 429)
    return {
      ok: false,
      fields,
      problem: { kind: 'rate-limited', minutes: waitMinutes(error.details.retryAfterSeconds) },
    }
  return { ok: false, fields, problem: { kind: 'failed' } }
}

interface UserAnswer {
  user?: unknown
  pending?: unknown
}

async function signIn<G extends AuthMode>(
  mode: G,
  language: Language,
  body: object,
): Promise<AuthOutcome<G, SignedIn>> {
  let answer: UserAnswer
  try {
    answer = await post<UserAnswer>(mode, language, body)
  } catch (error) {
    return failureOf(mode, error)
  }
  const user = userSchema.safeParse(answer?.user)
  // A 200 without a readable user is a server fault, not the shopper's.
  if (!user.success) return { ok: false, fields: {}, problem: { kind: 'failed' } }
  // Register answers the same for a taken address: no login then, the owner gets a mail instead.
  const pending = answer.pending === true || (mode === 'register' && !user.data.loggedIn)
  return { ok: true, user: user.data, pending }
}

/** POST /api/user/auth/login/ (spec 02 §7): the group's values, email already lowercased by the schema. */
export const login = (language: Language, values: LoginFields) => signIn('login', language, values)
export const register = (language: Language, values: RegisterFields) => signIn('register', language, values)
export const guest = (language: Language, values: GuestFields) => signIn('guest', language, values)

/** POST /api/user/auth/send-reset-email/: the server answers alike for known and unknown addresses. */
export async function sendResetEmail(
  language: Language,
  values: ResetFields,
): Promise<AuthOutcome<'reset', object>> {
  try {
    await post('send-reset-email', language, values)
    return { ok: true }
  } catch (error) {
    return failureOf('reset', error)
  }
}

/** POST /api/user/auth/logout/ (spec 02 §7): status 200 is success; any failure is false. */
export async function logout(language: Language): Promise<boolean> {
  try {
    await post('logout', language)
    return true
  } catch {
    return false
  }
}
