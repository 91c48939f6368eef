import 'client-only'
/**
 * The browser's authentication calls of spec 02 §7 (login, register, guest, logout, reset mail, new
 * password, registration confirmation): POST with `?locale=`, JSON through callJson. Each answer becomes
 * what a form shows: the server's field problems (400, message keys of messages/{lang}/account.json) on
 * the fields, and one form-level problem for the rest (401 without enumeration, 410 for a mailed link
 * that no longer works, 429 with the wait, anything else as a failure).
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
  /** 410: the mailed link (reset hash, confirmation token) is used, expired or was replaced. */
  | { kind: 'expired-link' }
  | { kind: 'failed' }

export type Failure<F extends string> = {
  ok: false
  /** Field name → message key. */
  fields: Partial<Record<F, string>>
  problem: FormProblem | null
}
export type AuthFailure<G extends FieldGroup> = Failure<(typeof FIELD_GROUPS)[G][number]>
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

/** A refusal as the form with the `known` fields shows it; anything but an ApiRequestError is rethrown. */
function failureIn<F extends string>(known: readonly F[], error: unknown): Failure<F> {
  if (!(error instanceof ApiRequestError)) throw error
  const fields: Failure<F>['fields'] = {}
  if (error.status === 400) {
    for (const { field, message } of error.details.fields ?? []) {
      const name = fieldName(field) as F
      if (known.includes(name) && fields[name] === undefined) fields[name] = message
    }
    return { ok: false, fields, problem: Object.keys(fields).length > 0 ? null : { kind: 'invalid' } }
  }
  if (error.status === 401) return { ok: false, fields, problem: { kind: 'invalid-credentials' } }
  if (error.status === 410) return { ok: false, fields, problem: { kind: 'expired-link' } }
  if (error.status === 429)
    return {
      ok: false,
      fields,
      problem: { kind: 'rate-limited', minutes: waitMinutes(error.details.retryAfterSeconds) },
    }
  return { ok: false, fields, problem: { kind: 'failed' } }
}

export function failureOf<G extends FieldGroup>(group: G, error: unknown): AuthFailure<G> {
  return failureIn<(typeof FIELD_GROUPS)[G][number]>(FIELD_GROUPS[group], error)
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

const EXPIRED_LINK = { ok: false, fields: {}, problem: { kind: 'expired-link' } } as const

export interface NewPasswordValues {
  /** The secret of the reset link (spec 01 §7 hash query parameter). */
  hash: string
  /** Already through the rules of spec 02 §5 and the leaked-password check. */
  password: string
}

/**
 * POST /api/user/auth/reset-password/ (spec 01 §7 new-password page): 200, the password's problem
 * (400, spec 02 §5 key), or `expired-link` for a 410. A 400 that refuses the hash itself means the
 * same to the shopper as a 410: this link will not work, ask for a new one.
 */
export async function resetPassword(
  language: Language,
  values: NewPasswordValues,
): Promise<{ ok: true } | Failure<'password'>> {
  try {
    await post('reset-password', language, values)
    return { ok: true }
  } catch (error) {
    const failure = failureIn(['password', 'hash'], error)
    // With the hash refused, the field has nothing left to say: a new link is needed first.
    return failure.fields.hash === undefined ? failure : EXPIRED_LINK
  }
}

/**
 * POST /api/user/auth/activate/ with the registration mail's token: the account exists afterwards (the
 * shopper then logs in), or `expired-link` (410, or a token the server refuses outright).
 */
export async function activateAccount(
  language: Language,
  token: string,
): Promise<{ ok: true } | { ok: false; problem: FormProblem }> {
  try {
    await post('activate', language, { token })
    return { ok: true }
  } catch (error) {
    const failure = failureIn(['token'], error)
    const problem = failure.fields.token === undefined ? failure.problem : EXPIRED_LINK.problem
    return { ok: false, problem: problem ?? { kind: 'failed' } }
  }
}
