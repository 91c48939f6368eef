import 'server-only'

/**
 * Server-side error reporting (issue 12 item 5; spec 02 §7, trace sampling 10 %). With SENTRY_DSN the
 * Sentry SDK reports to Sentry (`Sentry.captureRequestError` for Next's onRequestError). Without it the SDK
 * is not started at all (its tracing instrumentation would cost every request for nothing kept) and a
 * server error goes straight to the shop's own error store, in the shape the browser's tunnel stores.
 */
import { randomUUID } from 'node:crypto'
import * as Sentry from '@sentry/nextjs'
import { currentBuild } from '@/lib/build/metadata'
import { getDb } from '@/lib/db'
import { DATA_COLLECTION, SENTRY_IGNORE } from '../rules/sentry-options'
import { scrubText, pathOf } from '../rules/error-report'
import { serverErrorRecord } from '../rules/server-error'
import { monitoringSettings } from './settings'
import { recordErrors } from './store'
import { logFailure } from '@/lib/http/server/failure'

type RequestErrorArgs = Parameters<typeof Sentry.captureRequestError>

export function initServerErrorReporting(): void {
  const settings = monitoringSettings()
  if (!settings.sentryDsn) return
  Sentry.init({
    dsn: settings.sentryDsn,
    environment: settings.environment,
    release: currentBuild().release,
    tracesSampleRate: settings.tracesSampleRate,
    dataCollection: DATA_COLLECTION,
    ...SENTRY_IGNORE,
    beforeSend(event) {
      // No cookies, headers, user or query strings leave the shop.
      delete event.user
      if (event.request) {
        event.request = { url: pathOf(event.request.url) ?? undefined, method: event.request.method }
      }
      if (event.message) event.message = scrubText(event.message)
      for (const value of event.exception?.values ?? []) {
        if (value.value) value.value = scrubText(value.value)
      }
      return event
    },
  })
}

export async function reportRequestError(...args: RequestErrorArgs): Promise<void> {
  const settings = monitoringSettings()
  if (settings.sentryDsn) {
    Sentry.captureRequestError(...args)
    return
  }
  const [error, request] = args
  try {
    const record = serverErrorRecord(error, request.path, {
      release: currentBuild().release,
      environment: settings.environment,
      eventId: randomUUID().replace(/-/g, ''),
    })
    await recordErrors(await getDb(), [record])
  } catch (failure) {
    logFailure('[monitoring] storing a server error failed', failure)
  }
}
