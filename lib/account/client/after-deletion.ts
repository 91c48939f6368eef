import 'client-only'
/**
 * After the account is deleted (spec 02 §4: "Logout after account deletion goes to the goodbye
 * redirect"): the stored visitor id goes, and a full page load to `/?redirect=goodbye` starts the new
 * guest with nothing of the account in memory (queries, router cache, form state).
 */
import { STORED_USER_ID_KEY } from '@/lib/user/client/stored-id'

/** The home page of the language with the goodbye toast's parameter (spec 01 §2). */
export const goodbyePath = (homePath: string) =>
  `${homePath.endsWith('/') ? homePath : `${homePath}/`}?redirect=goodbye`

export function leaveAfterDeletion(homePath: string): void {
  try {
    window.localStorage.removeItem(STORED_USER_ID_KEY)
  } catch {
    // Storage blocked: nothing was stored.
  }
  window.location.assign(goodbyePath(homePath))
}
