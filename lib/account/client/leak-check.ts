import 'client-only'
/**
 * The browser's leaked-password check for the register and new-password forms (spec 02 §5, §7): only the
 * first 5 hex digits of the password's SHA-1 leave the browser; the form fails the field when the rest is
 * listed, or when the check fails. Plain fetch and the pure rules: nothing heavier on this path.
 */
import { checkLeakedPassword, checkPasswordPath, type LeakCheck } from '../rules/leaked-password'

export type { LeakCheck } from '../rules/leaked-password'

/**
 * 'clean', 'leaked' or 'failed' (offline, 503, aborted, or no Web Crypto: http on a host that is not
 * localhost); never rejects. A caller that aborted ignores the answer. Count 'failed' as invalid, as
 * `leakProblem` does.
 */
export function checkPasswordLeak(password: string, signal?: AbortSignal): Promise<LeakCheck> {
  return checkLeakedPassword(password, async (prefix) => {
    // No cookie: the answer is the same for everyone, and shared caches keep it (the route sets none).
    const response = await fetch(checkPasswordPath(prefix), {
      credentials: 'omit',
      headers: { Accept: 'text/plain' },
      signal,
    })
    if (!response.ok) throw new Error(`check-password answered ${response.status}`)
    return response.text()
  })
}
