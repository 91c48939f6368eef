/**
 * The mark of a route handler that is called server to server and checks its caller's signature
 * instead of the browser's origin (the content and payment webhooks), so the test of "every mutation
 * refuses cross-site calls" holds them to that check instead.
 */
export const SIGNED_WEBHOOK_MARKER = Symbol.for('storefront.signedWebhook')

export function markSignedWebhook<H extends object>(handler: H): H & { [SIGNED_WEBHOOK_MARKER]: true } {
  return Object.assign(handler, { [SIGNED_WEBHOOK_MARKER]: true as const })
}
