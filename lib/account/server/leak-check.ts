import 'server-only'

/**
 * The server's own leaked-password check (spec 02 §5), for the register, reset-password and
 * change-password handlers: the browser's check is a courtesy a script can skip, this one holds. It asks
 * the same breach-range port as GET /api/user/check-password/, in process, without padding.
 */
import { checkLeakedPassword, leakProblem, type LeakCheck } from '../rules/leaked-password'
import { breachRanges } from './breach-ranges'

/** 'clean', 'leaked' or 'failed' (the source could not answer), for a handler that logs the difference. */
export function passwordLeakCheck(password: string): Promise<LeakCheck> {
  // Resolved outside the loader: a wrong PWNED_PASSWORDS_* throws to the handler (a logged 500) instead
  // of quietly failing every check.
  const ranges = breachRanges()
  return checkLeakedPassword(password, (prefix) => ranges.range(prefix))
}

/**
 * `'leaked'` when the password is listed or the check failed (spec 02 §5: "A failed check also counts as
 * invalid"), undefined when it is clean. Report it as the field's `leaked` problem
 * (reset-password.fields.new-password.leaked, lib/account/rules/password.ts).
 */
export async function passwordLeakProblem(password: string): Promise<'leaked' | undefined> {
  return leakProblem(await passwordLeakCheck(password)) === undefined ? undefined : 'leaked'
}
