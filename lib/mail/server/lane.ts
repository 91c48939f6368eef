import 'server-only'

/**
 * One delivery at a time: a burst of orders queues its confirmation mails (rendering the mail and its
 * PDF invoice is the costly part) instead of rendering them all at once beside the shoppers' requests.
 * The outbox row is written before a task waits here, so a stop in between leaves it pending for the
 * retry (./retry.ts), never lost.
 */
let tail: Promise<unknown> = Promise.resolve()
let waiting = 0

/** Runs `task` after every task queued before it; its result or error is the caller's alone. */
export function inMailLane<T>(task: () => Promise<T>): Promise<T> {
  waiting++
  const run = tail.then(task).finally(() => {
    waiting--
  })
  tail = run.catch(() => undefined)
  return run
}

/** Tasks queued or running (for the benchmark's report and tests). */
export const mailLaneLength = () => waiting
