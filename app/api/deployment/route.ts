/**
 * GET /api/deployment/: the deployment environment, for the error page's QA details (spec 02 §2).
 * Nothing secret.
 */
import { shopConfig } from '@/lib/config'
import { NO_STORE } from '@/lib/http/rules/errors'
import { knownHostOnly } from '@/lib/http/rules/host'

// Answered by the running server: DEPLOYMENT_ENV is read when it starts, never frozen into the build.
export const dynamic = 'force-dynamic'

function deployment() {
  return Response.json({ deploymentEnv: shopConfig.deploymentEnv }, { headers: NO_STORE })
}

export const GET = knownHostOnly(deployment)
