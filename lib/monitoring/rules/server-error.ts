/**
 * A server error Next reports through `onRequestError` (instrumentation.ts) as the record of the shop's
 * own error store, when no SENTRY_DSN is set (issue 12 item 5): type, scrubbed message, the top stack
 * frames, the path without its query. Pure.
 */
import type { ErrorRecord } from './error-report'
import { pathOf, scrubText, STACK_FRAMES_KEPT } from './scrub'

export interface ServerErrorContext {
  release: string
  environment: string
  eventId: string
}

export function serverErrorRecord(
  error: unknown,
  requestPath: string,
  context: ServerErrorContext,
  now = new Date(),
): ErrorRecord {
  const err =
    error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'non-error thrown')
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, STACK_FRAMES_KEPT)
    .map((line) => scrubText(line.trim(), 300))
  return {
    eventId: context.eventId,
    level: 'error',
    type: scrubText(err.name || 'Error', 100),
    message: scrubText(err.message),
    path: pathOf(requestPath),
    stack: frames.join('\n'),
    release: context.release,
    environment: context.environment,
    source: 'server',
    occurredAt: now,
  }
}
