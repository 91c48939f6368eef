/**
 * POST /api/content/revalidate/: the content service's story webhook, which marks every cached read and
 * page holding the story stale (lib/content/server/webhook/revalidate.ts).
 *
 * ORIGIN CHECK EXEMPT: a server-to-server call with no browser Origin, so not lib/http's mutation().
 * signedContentWebhook (lib/content/server/webhook/handler.ts) checks the shared secret instead and marks the
 * handler with SIGNED_WEBHOOK_MARKER.
 */
import { contentRevalidationWebhook } from '@/lib/content/server/webhook/revalidate'

export const POST = contentRevalidationWebhook
