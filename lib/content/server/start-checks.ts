import 'server-only'

/**
 * What the server start says about the content service's guarded features (issue 13 items 3 and 8):
 * why editor previews are refused in this deployment, and that the test-only failure switch is on.
 * Logged once, from instrumentation.ts, so an operator sees it without waiting for a refused preview.
 */
import { shopConfig } from '@/lib/config'
import { previewDisabled } from './preview'
import { faultSwitchEnabled } from './webhook/fault'

export function logContentStartChecks(env: Record<string, string | undefined> = process.env): void {
  const reason = previewDisabled(env, shopConfig.deploymentEnv)
  if (reason) console.warn(`[preview] editor previews are refused: ${reason}`)
  if (faultSwitchEnabled(env))
    console.warn('[content] CONTENT_FAULT_SWITCH=1: the test-only failure switch /api/content/fault/ is on')
}
