/**
 * The monitoring configuration read from the environment at run time (one build serves every deployment):
 *
 * - MONITORING_URL: where browsers post web vitals (spec 01 §7 "a monitoring host"); unset → the shop's own
 *   `POST /api/monitoring/vitals/`
 * - MONITORING_SECRET: opens the monitoring page in production (`?secret=` or `x-monitoring-secret`), 16+ chars
 * - SENTRY_DSN: report errors to Sentry; unset → the shop's own error store (tunnel /api/monitoring/errors/)
 * - SENTRY_ENVIRONMENT: the environment named in Sentry; default DEPLOYMENT_ENV
 * - SENTRY_TRACES_SAMPLE_RATE: 0…1, default 0.1 (spec 02 §7 "trace sampling of 10%")
 * Pure: the caller passes the environment.
 */
import { z } from 'zod'
import { OWN_ERROR_TUNNEL, OWN_VITALS_ENDPOINT, type ClientMonitoring } from './client-settings'

export { OWN_ERROR_TUNNEL, OWN_VITALS_ENDPOINT, type ClientMonitoring }

const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)

const envSchema = z.object({
  MONITORING_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  MONITORING_SECRET: optionalText.pipe(z.string().min(16, 'at least 16 characters').max(512).optional()),
  SENTRY_DSN: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SENTRY_ENVIRONMENT: optionalText.pipe(z.string().max(100).optional()),
  SENTRY_TRACES_SAMPLE_RATE: optionalText.pipe(
    z.coerce.number<string | undefined>().min(0).max(1).default(0.1),
  ),
})

export const DEFAULT_TRACES_SAMPLE_RATE = 0.1

export interface MonitoringSettings {
  vitalsUrl: string
  secret: string | null
  sentryDsn: string | null
  environment: string
  tracesSampleRate: number
}

export function monitoringSettingsFromEnv(
  env: Record<string, string | undefined>,
  deploymentEnv: string,
): MonitoringSettings {
  const parsed = envSchema.parse(env)
  return {
    vitalsUrl: parsed.MONITORING_URL ?? OWN_VITALS_ENDPOINT,
    secret: parsed.MONITORING_SECRET ?? null,
    sentryDsn: parsed.SENTRY_DSN ?? null,
    environment: parsed.SENTRY_ENVIRONMENT ?? deploymentEnv,
    tracesSampleRate: parsed.SENTRY_TRACES_SAMPLE_RATE,
  }
}

export function clientMonitoring(settings: MonitoringSettings, release: string): ClientMonitoring {
  return {
    vitalsUrl: settings.vitalsUrl,
    dsn: settings.sentryDsn,
    tunnel: settings.sentryDsn ? null : OWN_ERROR_TUNNEL,
    environment: settings.environment,
    release,
    tracesSampleRate: settings.tracesSampleRate,
  }
}
