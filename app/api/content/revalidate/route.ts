import { contentRevalidationWebhook } from '@/lib/content/server/webhook/revalidate'

/**
 * POST /api/content/revalidate/: the content service's story webhook (issue 3 item 10).
 *
 * ORIGIN CHECK EXEMPT: a server-to-server call with no browser Origin, so not lib/http's mutation().
 * signedContentWebhook (lib/content/server/webhook/handler.ts) checks the shared secret instead and marks the
 * handler with SIGNED_WEBHOOK_MARKER.
 */
export const POST = contentRevalidationWebhook
