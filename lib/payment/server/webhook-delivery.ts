import 'server-only'

/**
 * Delivers the embedded payment service's webhooks to the shop: a signed JSON POST, tried again with
 * backoff on a network error or a non-2xx answer, as a real provider does. `*.localhost` hosts (the
 * development markets) are reached on the loopback address with their Host kept, since Node's resolver
 * does not know them. QA switches: PSP_WEBHOOK_DUPLICATES=1 delivers every event twice (receivers must be
 * idempotent); PSP_WEBHOOK_TIMING=before delivers before the shopper is sent back (default: after).
 */
import { lookup as dnsLookup } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { Db } from '@/lib/db'
import type { PaymentEvent } from '../rules/port'
import { SIGNATURE_HEADER } from '../rules/signature'
import { signWebhook } from './signing'
import { webhookSecret } from './webhook-secret'

const RETRY_DELAYS_MS = [0, 1_000, 4_000]
const TIMEOUT_MS = 5_000

type Lookup = NonNullable<http.RequestOptions['lookup']>
const loopbackForLocalhost: Lookup = (hostname, options, callback) => {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if ((options as { all?: boolean }).all) {
      return (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: '127.0.0.1', family: 4 },
      ])
    }
    return (callback as (e: null, a: string, f: number) => void)(null, '127.0.0.1', 4)
  }
  return dnsLookup(hostname, options, callback as never)
}

/** One POST; resolves to the answer's status (0 for a network error or a timeout). */
export function postJson(url: string, body: string, headers: Record<string, string>): Promise<number> {
  const target = new URL(url)
  const client = target.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: loopbackForLocalhost,
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(0))
    request.end(body)
  })
}

export type Poster = typeof postJson
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Delivers one event until a 2xx answer or the attempts are used up; true when it was accepted. */
export async function deliverWebhook(
  db: Db,
  url: string,
  event: PaymentEvent,
  { post = postJson, delays = RETRY_DELAYS_MS }: { post?: Poster; delays?: readonly number[] } = {},
): Promise<boolean> {
  const body = JSON.stringify(event)
  const secret = await webhookSecret(db)
  for (const delay of delays) {
    if (delay > 0) await sleep(delay)
    const status = await post(url, body, { [SIGNATURE_HEADER]: signWebhook(secret, body) })
    if (status >= 200 && status < 300) return true
  }
  console.warn(`[payment] webhook for ${event.providerRef} not accepted after ${delays.length} attempts`)
  return false
}

export function webhookSettings(env: Record<string, string | undefined> = process.env) {
  return {
    deliveries: env.PSP_WEBHOOK_DUPLICATES === '1' ? 2 : 1,
    before: env.PSP_WEBHOOK_TIMING === 'before',
  }
}
