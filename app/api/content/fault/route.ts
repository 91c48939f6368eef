/**
 * POST /api/content/fault/: the embedded content service's failure switch, for the resilience e2e
 * test; 404 unless the shop reads the embedded service (lib/content/server/webhook/fault.ts).
 *
 * ORIGIN CHECK EXEMPT: a server-to-server call with no browser Origin, so not lib/http's mutation().
 * signedContentWebhook (lib/content/server/webhook/handler.ts) checks the shared secret instead and marks the
 * handler with SIGNED_WEBHOOK_MARKER.
 */
import { embeddedFaultSwitch } from '@/lib/content/server/webhook/fault'

export const POST = embeddedFaultSwitch
