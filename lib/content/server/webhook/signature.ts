/**
 * Checks of the content webhook's secret. Storyblok signs a call with the `webhook-signature` header: the hex
 * HMAC-SHA1 of the raw body under the shared secret. Every comparison takes the same time whatever the input,
 * so timing tells an attacker nothing.
 */
import 'server-only'
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'webhook-signature'

/** The signature Storyblok sends for `body`. */
export function webhookSignature(body: string, secret: string): string {
  return createHmac('sha1', secret).update(body, 'utf8').digest('hex')
}

/** Equal texts, compared in constant time; hashing first gives both sides the same length. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(expected))
}

export function isValidSignature(body: string, signature: string, secret: string): boolean {
  return sameSecret(signature.trim().toLowerCase(), webhookSignature(body, secret))
}
