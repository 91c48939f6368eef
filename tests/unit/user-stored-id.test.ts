import { describe, expect, it } from 'vitest'
import { STORED_USER_ID_KEY, syncStoredUserId } from '@/lib/user/client/stored-id'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  }
}

const GUEST = 'a3f9c2d1e0b4a5968778695a4b3c2d1e'
const ACCOUNT = 'f'.repeat(64)

describe('spec 02 §3: the client keeps the visitor id under userId', () => {
  it.each([
    ['a new visitor stores its guest id', {}, GUEST, GUEST, true],
    ['the same guest id changes nothing', { [STORED_USER_ID_KEY]: GUEST }, GUEST, GUEST, false],
    [
      'a 64-character account id replaces the guest id',
      { [STORED_USER_ID_KEY]: GUEST },
      ACCOUNT,
      ACCOUNT,
      true,
    ],
    [
      'a forged stored id is overwritten by the server id',
      { [STORED_USER_ID_KEY]: 'forged' },
      GUEST,
      GUEST,
      true,
    ],
  ])('%s', (_name, initial, serverId, stored, changed) => {
    const storage = memoryStorage(initial)
    expect(syncStoredUserId(storage, serverId)).toBe(changed)
    expect(storage.data.get(STORED_USER_ID_KEY)).toBe(stored)
  })
})
