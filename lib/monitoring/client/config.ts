import 'client-only'

/**
 * This deployment's monitoring settings for the browser (GET /api/monitoring/config/): asked once per page
 * load, read at run time by the server, so one build serves every deployment. A failure means: the shop's
 * own endpoints.
 */
import { OWN_ERROR_TUNNEL, OWN_VITALS_ENDPOINT, type ClientMonitoring } from '../rules/client-settings'

const FALLBACK: ClientMonitoring = {
  vitalsUrl: OWN_VITALS_ENDPOINT,
  dsn: null,
  tunnel: OWN_ERROR_TUNNEL,
  environment: 'production',
  release: 'unknown',
  tracesSampleRate: 0,
}

let pending: Promise<ClientMonitoring> | null = null

export function monitoringConfig(): Promise<ClientMonitoring> {
  pending ??= fetch('/api/monitoring/config/', { credentials: 'omit' })
    .then((response) => (response.ok ? (response.json() as Promise<ClientMonitoring>) : FALLBACK))
    .catch(() => FALLBACK)
  return pending
}
