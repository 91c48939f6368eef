import 'server-only'

/**
 * Work a request owes but its answer must not wait for, through Next's `after()`: e.g. a mail whose
 * sending time would otherwise tell who is already known (no enumeration by timing). Outside a request
 * (tests, scripts) `after()` is not available and the task runs before this resolves. A failing task is
 * logged, never thrown: the answer has already gone.
 */
import { after } from 'next/server'

export async function runAfterResponse(label: string, task: () => Promise<unknown>): Promise<void> {
  const guarded = () =>
    task().then(
      () => undefined,
      (error: unknown) => console.error(`[after] ${label} failed`, error),
    )
  try {
    after(guarded)
  } catch {
    // Not inside a request: run it now.
    await guarded()
  }
}
