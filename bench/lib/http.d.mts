// Types for the TypeScript tests (the project does not type-check .mjs files itself).
import type { IncomingHttpHeaders } from 'node:http'

export function get(target: {
  port: number
  host: string
  path: string
  timeoutMs?: number
}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>
export function describeStatus(status: number, location: string | undefined): { ok: boolean; label: string }
export function exchangeWith(
  host: string,
): (request: {
  port: number
  path: string
  method?: string
  headers?: Record<string, string>
  body?: string
}) => Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>
/** A client address of its own per bench shopper (198.18.0.0/15), sent as X-Forwarded-For. */
export function benchClientAddress(): string
