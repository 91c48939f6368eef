/**
 * What the browser learns of the monitoring settings (./settings.ts, GET /api/monitoring/config/), and the
 * shop's own endpoints. Free of dependencies: the monitoring island imports it.
 */
export const OWN_VITALS_ENDPOINT = '/api/monitoring/vitals/'
export const OWN_ERROR_TUNNEL = '/api/monitoring/errors/'

/** What the browser learns (GET /api/monitoring/config/): no secret. */
export interface ClientMonitoring {
  vitalsUrl: string
  /** Sentry's DSN, or null: then the browser SDK reports through `tunnel` to the shop's own store. */
  dsn: string | null
  tunnel: string | null
  environment: string
  release: string
  tracesSampleRate: number
}
