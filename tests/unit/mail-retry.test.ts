import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '@/lib/db'
import { startMailRetry } from '@/lib/mail/server/retry'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the outbox retry in the server process (issue 10 item 6)', () => {
  it('runs every interval, once per process, and keeps going after a failure', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const db = vi.fn(async (): Promise<Db> => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    })
    const stop = startMailRetry(db, 1000)
    expect(startMailRetry(db, 1000)).toBe(stop)
    await vi.advanceTimersByTimeAsync(2500)
    expect(db).toHaveBeenCalledTimes(2)
    expect(warn).toHaveBeenCalledWith(
      '[mail] retry failed: Error [ECONNREFUSED]: connect ECONNREFUSED 127.0.0.1:5432',
    )
    stop()
    await vi.advanceTimersByTimeAsync(5000)
    expect(db).toHaveBeenCalledTimes(2)
    const again = startMailRetry(db, 1000)
    expect(again).not.toBe(stop)
    again()
  })
})
