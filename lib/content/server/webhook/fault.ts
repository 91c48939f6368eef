/**
 * POST /api/content/fault/: switches the embedded content service's failure switch of a running server
 * (lib/content/server/embedded/fault.ts), for the end-to-end resilience test. Test-only (issue 13 item 8):
 * it exists only with CONTENT_FAULT_SWITCH=1 (lib/config/fault-switch.ts) and the embedded service, and
 * answers 404 otherwise, whatever the secret. The content webhook's secret signs the body (the
 * `webhook-signature` header); a `?secret=` in the query is never taken, it would end up in access logs.
 *
 *   { "fault": { "mode": "unavailable", "paths": ["impressum"] } }   switch on
 *   { "fault": null }                                                switch off
 */
import 'server-only'
import { z } from 'zod'
import { contentFaultSwitchFromEnv } from '@/lib/config/fault-switch'
import { embeddedFaultSchema, setEmbeddedContentFault } from '../embedded/fault'
import { contentSourceFromEnv } from '../env'
import { signedContentWebhook } from './handler'

/** Whether the switch exists in a process with this environment. */
export function faultSwitchEnabled(env: Record<string, string | undefined>): boolean {
  return contentFaultSwitchFromEnv(env) && contentSourceFromEnv(env).kind === 'embedded'
}

export const embeddedFaultSwitch = signedContentWebhook({
  body: z.object({ fault: embeddedFaultSchema.nullable() }),
  enabled: () => faultSwitchEnabled(process.env),
  allowQuerySecret: () => false,
  handle: async ({ fault }) => {
    setEmbeddedContentFault(fault)
    console.warn(`[content] embedded content service fault switch: ${JSON.stringify(fault)}`)
    return { fault }
  },
})
