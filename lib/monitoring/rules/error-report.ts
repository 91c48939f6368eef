/**
 * What the shop's own error store keeps of a Sentry event (issue 12 item 5; spec 01 §7, spec 02 §7 "an
 * error-reporting service receives events at its own endpoint"): the browser SDK posts envelopes to the
 * shop's tunnel, the server SDK hands them to a transport writing the same store. Parsed here, pure.
 * Scrubbed: no query strings or hashes (tokens, search terms), no e-mail addresses, no user, no
 * cookies, no request headers; only the top frames of the stack, file paths without their query.
 */
import { z } from 'zod'
import { isIgnoredError } from './ignore-errors'
import { pathOf, scrubText, STACK_FRAMES_KEPT } from './scrub'
import { withoutQuery } from './vitals'

export { pathOf, scrubText, STACK_FRAMES_KEPT }

/** An envelope with one error event and a few breadcrumbs stays far below this. */
export const MAX_ENVELOPE_BYTES = 200 * 1024

export interface ErrorRecord {
  eventId: string
  level: string
  type: string
  message: string
  path: string | null
  stack: string
  release: string | null
  environment: string | null
  source: 'browser' | 'server'
  occurredAt: Date
}

const frameSchema = z.looseObject({
  filename: z.string().optional(),
  abs_path: z.string().optional(),
  function: z.string().optional(),
  lineno: z.number().optional(),
  colno: z.number().optional(),
})
const eventSchema = z.looseObject({
  event_id: z
    .string()
    .regex(/^[0-9a-f]{32}$/i)
    .optional(),
  timestamp: z.union([z.number(), z.string()]).optional(),
  level: z.string().max(20).optional(),
  platform: z.string().optional(),
  release: z.string().max(200).optional(),
  environment: z.string().max(100).optional(),
  message: z.union([z.string(), z.looseObject({ formatted: z.string().optional() })]).optional(),
  transaction: z.string().optional(),
  request: z.looseObject({ url: z.string().optional() }).optional(),
  exception: z
    .looseObject({
      values: z
        .array(
          z.looseObject({
            type: z.string().optional(),
            value: z.string().optional(),
            stacktrace: z.looseObject({ frames: z.array(frameSchema).optional() }).optional(),
          }),
        )
        .optional(),
    })
    .optional(),
})

/** Sentry lists frames oldest first; the top of the stack is the end. */
function topFrames(frames: z.infer<typeof frameSchema>[] | undefined): string {
  return (frames ?? [])
    .slice(-STACK_FRAMES_KEPT)
    .reverse()
    .map((f) => {
      const file = withoutQuery(f.filename ?? f.abs_path ?? '?')
      const at = f.lineno ? `:${f.lineno}${f.colno ? `:${f.colno}` : ''}` : ''
      return `at ${scrubText(f.function ?? '?', 100)} (${scrubText(file, 200)}${at})`
    })
    .join('\n')
}

function occurredAt(timestamp: number | string | undefined, now: Date): Date {
  const date =
    typeof timestamp === 'number' ? new Date(timestamp * 1000) : timestamp ? new Date(timestamp) : now
  // A browser clock far off is not believed: the time of arrival stands in.
  return Number.isNaN(date.getTime()) || Math.abs(date.getTime() - now.getTime()) > 86_400_000 ? now : date
}

/** One event payload → the record kept, or null (not an event, unreadable, or a noisy browser error). */
export function errorRecordOf(
  event: unknown,
  source: ErrorRecord['source'],
  now = new Date(),
): ErrorRecord | null {
  const parsed = eventSchema.safeParse(event)
  if (!parsed.success) return null
  const e = parsed.data
  const exception = e.exception?.values?.at(-1)
  const rawMessage = typeof e.message === 'string' ? e.message : e.message?.formatted
  const type = exception?.type ?? 'Message'
  const message = exception?.value ?? rawMessage ?? ''
  if (!exception && !rawMessage) return null
  if (source === 'browser' && isIgnoredError(type, message)) return null
  return {
    eventId: (e.event_id ?? crypto.randomUUID().replace(/-/g, '')).toLowerCase(),
    level: e.level ?? 'error',
    type: scrubText(type, 100),
    message: scrubText(message),
    path: pathOf(e.request?.url) ?? (e.transaction?.startsWith('/') ? pathOf(e.transaction) : null),
    stack: topFrames(exception?.stacktrace?.frames),
    release: e.release ?? null,
    environment: e.environment ?? null,
    source,
    occurredAt: occurredAt(e.timestamp, now),
  }
}

/**
 * A Sentry envelope (header line, then per item a header line and a payload, with `length` in bytes
 * when given) → its error events' records. Transactions, sessions and client reports are skipped.
 */
export function errorRecordsOfEnvelope(
  envelope: string,
  source: ErrorRecord['source'],
  now = new Date(),
): ErrorRecord[] {
  const bytes = new TextEncoder().encode(envelope)
  const decoder = new TextDecoder()
  let offset = 0
  const readLine = (): string | null => {
    if (offset >= bytes.length) return null
    let end = bytes.indexOf(10, offset)
    if (end === -1) end = bytes.length
    const line = decoder.decode(bytes.subarray(offset, end))
    offset = end + 1
    return line
  }
  const records: ErrorRecord[] = []
  if (readLine() === null) return records // envelope header: dsn, sent_at; nothing we keep
  for (let items = 0; items < 100; items += 1) {
    const headerLine = readLine()
    if (headerLine === null || headerLine.trim() === '') break
    let header: { type?: unknown; length?: unknown }
    try {
      header = JSON.parse(headerLine) as typeof header
    } catch {
      break
    }
    let payload: string | null
    if (typeof header.length === 'number' && header.length >= 0) {
      payload = decoder.decode(bytes.subarray(offset, offset + header.length))
      offset += header.length + 1
    } else {
      payload = readLine()
    }
    if (payload === null) break
    if (header.type !== 'event') continue
    try {
      const record = errorRecordOf(JSON.parse(payload), source, now)
      if (record) records.push(record)
    } catch {
      // An unreadable item is skipped, the rest of the envelope still counts.
    }
  }
  return records
}
