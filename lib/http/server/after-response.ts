import 'server-only'

/**
 * Work a route handler owes but the answer must not wait for — and must not reveal by its duration: a
 * call that mails only when an address is known answers as fast as one that does not (no enumeration
 * by timing, ASVS 5.0 V6.3). Runs through Next's after() once the answer is sent. Outside a request
 * (scripts, tests) after() is not available and the task starts at once. A failing task is logged,
 * never thrown: the answer has already gone.
 */
import { after } from 'next/server'
import { logFailure } from './failure'

const running = new Set<Promise<void>>()

function start(label: string, task: () => Promise<unknown>): Promise<void> {
  const promise = task().then(
    () => undefined,
    (error: unknown) => {
      logFailure(`[after-response] ${label} failed`, error)
    },
  )
  running.add(promise)
  void promise.finally(() => running.delete(promise))
  return promise
}

/** Schedules the task after the answer; outside a request it starts now (settleAfterResponse waits). */
export function afterResponse(task: () => Promise<unknown>, label = 'task'): void {
  try {
    after(() => start(label, task))
  } catch {
    void start(label, task)
  }
}

/** As afterResponse; outside a request it resolves once the task is done. */
export async function runAfterResponse(label: string, task: () => Promise<unknown>): Promise<void> {
  try {
    after(() => start(label, task))
  } catch {
    await start(label, task)
  }
}

/** Waits until every task started so far has finished (tests, scripts). */
export async function settleAfterResponse(): Promise<void> {
  while (running.size > 0) await Promise.all([...running])
}
