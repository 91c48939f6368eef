/**
 * The pure parts of the leaked-password check of spec 02 §5 / §7 (k-anonymity): only the first five hex
 * digits of the password's SHA-1 leave the browser; the answer lists the suffixes of that range.
 */
import { PASSWORD_LEAK_PREFIX_LENGTH } from '@/lib/config/constants'
import type { PasswordProblem } from './password'

/** GET path of spec 02 §7 for one range. */
export const checkPasswordPath = (prefix: string) =>
  `/api/user/check-password/?hash=${encodeURIComponent(prefix)}`

/** SHA-1 of the UTF-8 password as 40 upper-case hex digits; Web Crypto, so Node 20 and browsers alike. */
export async function sha1Hex(password: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-1', new TextEncoder().encode(password))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()
}

export const rangePrefix = (hash: string) => hash.slice(0, PASSWORD_LEAK_PREFIX_LENGTH).toUpperCase()
export const rangeSuffix = (hash: string) => hash.slice(PASSWORD_LEAK_PREFIX_LENGTH).toUpperCase()

/**
 * Whether a suffix is listed in a range body: `SUFFIX:COUNT` lines, CRLF or LF. Count 0 marks padding
 * lines (added so every answer has a similar size) and never matches; a bare suffix without a count
 * is listed, since spec 02 §7 only promises "the list of remaining hash suffixes".
 */
export function isInRange(suffix: string, rangeBody: string): boolean {
  const wanted = suffix.trim().toUpperCase()
  return rangeBody.split(/\r?\n/).some((line) => {
    const [listed = '', count] = line.trim().split(':')
    if (listed.toUpperCase() !== wanted) return false
    return count === undefined || Number(count) > 0
  })
}

export type LeakCheck = 'clean' | 'leaked' | 'failed'

/**
 * Runs the check with the caller's loader (which does the I/O), so this stays pure. A loader that
 * throws makes the check `failed`.
 */
export async function checkLeakedPassword(
  password: string,
  loadRange: (prefix: string) => Promise<string>,
): Promise<LeakCheck> {
  try {
    const hash = await sha1Hex(password)
    return isInRange(rangeSuffix(hash), await loadRange(rangePrefix(hash))) ? 'leaked' : 'clean'
  } catch {
    return 'failed'
  }
}

/** Spec 02 §5: "A failed check also counts as invalid", so it reports the same problem as a leak. */
export const leakProblem = (check: LeakCheck): PasswordProblem | undefined =>
  check === 'clean' ? undefined : 'leaked'
