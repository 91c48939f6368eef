import 'client-only'
/** Spec 02 §3: the client keeps the visitor id in local storage under `userId`. */
export const STORED_USER_ID_KEY = 'userId'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

/**
 * Keeps the stored id in step with the server's answer: a guest keeps its hex guest id; once the
 * server names a 64-character account id, that replaces (deletes) the guest id. Returns whether it changed.
 */
export function syncStoredUserId(storage: Storage, serverId: string): boolean {
  if (storage.getItem(STORED_USER_ID_KEY) === serverId) return false
  storage.setItem(STORED_USER_ID_KEY, serverId)
  return true
}

/** Spec 02 §4: logout clears the local id; the next user answer brings the new guest id. */
export function clearStoredUserId(storage: Pick<globalThis.Storage, 'removeItem'>): void {
  storage.removeItem(STORED_USER_ID_KEY)
}
