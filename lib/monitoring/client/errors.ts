import 'client-only'

/**
 * Error reporting in the browser (issue 12 item 5), lazy: the Sentry client (./sentry-browser.ts, some
 * 20 kB) loads once the page is idle, so it costs the first load nothing. Errors thrown before it is ready
 * are kept (at most 10) and handed over when it is. `data-error-reporting="ready"` on <html> tells tests.
 */
import { monitoringConfig } from './config'

const EARLY_LIMIT = 10
let started = false

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 4_000 })
  else setTimeout(run, 2_000)
}

export function startErrorReporting(): void {
  if (started) return
  started = true
  const early: unknown[] = []
  const onError = (event: ErrorEvent) => {
    if (early.length < EARLY_LIMIT) early.push(event.error ?? event.message)
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (early.length < EARLY_LIMIT) early.push(event.reason)
  }
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  whenIdle(() => {
    void Promise.all([monitoringConfig(), import('./sentry-browser')])
      .then(([config, { initBrowserSentry }]) => initBrowserSentry(config))
      .then((capture) => {
        window.removeEventListener('error', onError)
        window.removeEventListener('unhandledrejection', onRejection)
        early.splice(0).forEach(capture)
        document.documentElement.dataset.errorReporting = 'ready'
      })
      .catch(() => {
        // Error reporting that cannot load must not become an error of the page.
        window.removeEventListener('error', onError)
        window.removeEventListener('unhandledrejection', onRejection)
      })
  })
}
