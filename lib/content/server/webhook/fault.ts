/**
 * POST /api/content/fault/: switches the embedded content service's failure switch of a running server
 * (lib/content/server/embedded/fault.ts), for the end-to-end resilience test. Only with the content webhook's
 * secret, and only where the shop reads the embedded service: with Storyblok configured it answers
 * 404, whatever the secret.
 *
 *   { "fault": { "mode": "unavailable", "paths": ["impressum"] } }   switch on
 *   { "fault": null }                                                switch off
 */
import 'server-only'
import { z } from 'zod'
import { embeddedFaultSchema, setEmbeddedContentFault } from '../embedded/fault'
import { contentSourceFromEnv } from '../env'
import { signedContentWebhook } from './handler'

export const embeddedFaultSwitch = signedContentWebhook({
  body: z.object({ fault: embeddedFaultSchema.nullable() }),
  enabled: () => contentSourceFromEnv(process.env).kind === 'embedded',
  allowQuerySecret: () => true,
  handle: async ({ fault }) => {
    setEmbeddedContentFault(fault)
    console.warn(`[content] embedded content service fault switch: ${JSON.stringify(fault)}`)
    return { fault }
  },
})
