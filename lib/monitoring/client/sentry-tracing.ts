import 'client-only'

/** Sentry's browser tracing, a chunk of its own: loaded only when a SENTRY_DSN makes traces worth sending. */
export { browserTracingIntegration } from '@sentry/browser'
