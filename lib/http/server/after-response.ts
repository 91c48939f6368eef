import 'server-only'

/**
 * Work a route handler owes but the answer must not wait for — and must not reveal by its duration: a
 * call that mails only when an address is known answers as fast as one that does not (no enumeration
 * by timing, ASVS 5.0 V6.3). Runs through Next's after() once the answer is sent; outside a request
 * (scripts, tests) it starts at once, and settleAfterResponse() waits for it.
 */
import { after } from 'next/server'

const running = new Set<Promise<unknown>>()

export function afterResponse(task: () => Promise<unknown>): void {
  const run = () => {
    const promise = task().catch((error: unknown) => {
      console.error('[after-response] task failed', error instanceof Error ? error.message : 'unknown error')
    })
    running.add(promise)
    return promise.finally(() => running.delete(promise))
  }
  try {
    after(run)
  } catch {
    // Not inside a request: nothing would run it after an answer, so it runs now.
    void run()
  }
}

/** Waits until every task started so far has finished (tests, scripts). */
export async function settleAfterResponse(): Promise<void> {
  while (running.size > 0) await Promise.all([...running])
}
