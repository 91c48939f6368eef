import 'server-only'

/** HMAC signing and constant-time verification of the embedded service's webhooks (../rules/signature.ts). */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { formatSignatureHeader, isFresh, parseSignatureHeader, signedPayload } from '../rules/signature'

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(signedPayload(timestamp, body)).digest('hex')

export function signWebhook(secret: string, body: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000)
  return formatSignatureHeader(timestamp, hmac(secret, timestamp, body))
}

export function verifyWebhook(secret: string, header: string | null, body: string, now = new Date()) {
  const parsed = parseSignatureHeader(header)
  if (!parsed || !isFresh(parsed.timestamp, now)) return false
  const expected = Buffer.from(hmac(secret, parsed.timestamp, body), 'hex')
  const given = Buffer.from(parsed.v1, 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given)
}
