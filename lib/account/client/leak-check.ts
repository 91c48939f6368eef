import 'client-only'
/**
 * The browser side of the leaked-password check (spec 02 §5, §7): only the first five hex digits of the
 * password's SHA-1 are sent to /api/user/check-password/; a failed call counts as invalid (`failed`).
 */
import { checkLeakedPassword, checkPasswordPath, type LeakCheck } from '../rules/leaked-password'

export async function checkPasswordLeak(password: string, signal?: AbortSignal): Promise<LeakCheck> {
  return checkLeakedPassword(password, async (prefix) => {
    const response = await fetch(checkPasswordPath(prefix), {
      credentials: 'same-origin',
      headers: { Accept: 'text/plain' },
      ...(signal ? { signal } : {}),
    })
    if (!response.ok) throw new Error(`password check failed (${response.status})`)
    return response.text()
  })
}
