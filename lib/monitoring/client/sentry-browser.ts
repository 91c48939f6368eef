import 'client-only'

/**
 * The browser's Sentry client (issue 12 item 5; spec 02 §7), built from @sentry/browser's core pieces
 * rather than @sentry/nextjs' full init (which always bundles tracing and React): error capture with the
 * noisy errors ignored (spec 01 §8), nothing personal collected, query strings dropped. Loaded lazily by
 * ./errors.ts after the page is idle. With a DSN it reports to Sentry with 10 % trace sampling (tracing is
 * a chunk of its own, loaded only then); without one it reports through the shop's own tunnel.
 */
import {
  BrowserClient,
  browserApiErrorsIntegration,
  captureException,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  functionToStringIntegration,
  getCurrentScope,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  type ErrorEvent,
} from '@sentry/browser'
import { pathOf, scrubText } from '../rules/scrub'
import type { ClientMonitoring } from '../rules/client-settings'
import { DATA_COLLECTION, embeddedDsn, SENTRY_IGNORE } from '../rules/sentry-options'

/** No user, no headers or cookies, the address without query and hash, messages scrubbed. */
function scrub(event: ErrorEvent): ErrorEvent {
  delete event.user
  if (event.request)
    event.request = { url: event.request.url ? `${location.origin}${pathOf(event.request.url)}` : undefined }
  if (event.message) event.message = scrubText(event.message)
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value)
  }
  for (const crumb of event.breadcrumbs ?? []) {
    if (crumb.message) crumb.message = scrubText(crumb.message)
    if (crumb.data && typeof crumb.data.url === 'string') crumb.data.url = pathOf(crumb.data.url) ?? ''
    if (crumb.data && typeof crumb.data.to === 'string') crumb.data.to = pathOf(crumb.data.to) ?? ''
    if (crumb.data && typeof crumb.data.from === 'string') crumb.data.from = pathOf(crumb.data.from) ?? ''
  }
  return event
}

export async function initBrowserSentry(config: ClientMonitoring): Promise<(error: unknown) => void> {
  const client = new BrowserClient({
    dsn: config.dsn ?? embeddedDsn(location.origin),
    tunnel: config.tunnel ?? undefined,
    environment: config.environment,
    release: config.release,
    transport: makeFetchTransport,
    // Reports carry no cookie, to the shop's tunnel or to Sentry alike.
    transportOptions: { fetchOptions: { credentials: 'omit' } },
    stackParser: defaultStackParser,
    dataCollection: DATA_COLLECTION,
    ...SENTRY_IGNORE,
    integrations: [
      eventFiltersIntegration(),
      functionToStringIntegration(),
      browserApiErrorsIntegration(),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
    tracesSampleRate: config.dsn ? config.tracesSampleRate : undefined,
    // The shop's own store keeps only events: no envelopes of dropped-event counts to its tunnel.
    sendClientReports: !!config.dsn,
    beforeSend: scrub,
  })
  getCurrentScope().setClient(client)
  client.init()
  if (config.dsn && config.tracesSampleRate > 0) {
    const { browserTracingIntegration } = await import('./sentry-tracing')
    client.addIntegration(browserTracingIntegration())
  }
  return (error) => captureException(error)
}
