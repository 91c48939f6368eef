/**
 * GET /api/monitoring/config/: where this deployment's browsers send vitals and errors (MONITORING_URL,
 * SENTRY_DSN …, lib/monitoring/rules/settings.ts). Read at run time, so one build serves every deployment;
 * shared and cacheable for 5 minutes, no cookie, nothing secret.
 */
import { currentBuild } from '@/lib/build/metadata'
import { knownHostOnly } from '@/lib/http/rules/host'
import { clientMonitoring } from '@/lib/monitoring/rules/settings'
import { monitoringSettings } from '@/lib/monitoring/server/settings'

export const dynamic = 'force-dynamic'

function config() {
  return Response.json(clientMonitoring(monitoringSettings(), currentBuild().release), {
    headers: { 'cache-control': 'public, max-age=300' },
  })
}

export const GET = knownHostOnly(config)
