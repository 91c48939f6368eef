import 'client-only'

/**
 * Web vitals of spec 01 §7: "after each route change a performance-metrics POST with a JSON body (path,
 * href and the metric fields including name) goes to a monitoring host, sent by beacon or keepalive
 * fetch, without credentials". web-vitals reports every change (reportAllChanges); the latest value per
 * metric waits in a buffer that is sent when the route changes, when the tab is hidden, and 2 s after
 * the last change. The store keeps one row per metric id, so a later value replaces an earlier one.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals'
import { pageTypeOf } from '../rules/page-type'
import { vitalReportOf, type VitalReport } from '../rules/vitals'
import { monitoringConfig } from './config'

type Shop = { market: VitalReport['market']; language: VitalReport['language'] }

const SETTLE_MS = 2_000
const pending = new Map<string, VitalReport>()
let timer: ReturnType<typeof setTimeout> | undefined
let started = false

function send(url: string, report: VitalReport) {
  const body = JSON.stringify(report)
  // keepalive refused (over 64 kB in flight while unloading) or no keepalive: the beacon carries it. A
  // report sent twice is harmless: the store keeps one row per metric id.
  const beacon = () => navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))
  fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
  }).catch(beacon)
}

/** Sends what the buffer holds; called on route change, hide and after the settle time. */
export function flushVitals(): void {
  clearTimeout(timer)
  if (pending.size === 0) return
  const reports = [...pending.values()]
  pending.clear()
  void monitoringConfig().then(({ vitalsUrl }) => reports.forEach((report) => send(vitalsUrl, report)))
}

/** Starts the measurements once per page load. */
export function startVitals(shop: Shop): void {
  if (started) return
  started = true
  const collect = (metric: MetricType) => {
    pending.set(metric.id, vitalReportOf(metric, window.location, shop, pageTypeOf))
    clearTimeout(timer)
    timer = setTimeout(flushVitals, SETTLE_MS)
  }
  const options = { reportAllChanges: true, reportSoftNavs: true }
  onCLS(collect, options)
  onINP(collect, options)
  onLCP(collect, options)
  onFCP(collect, options)
  onTTFB(collect, options)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushVitals()
  })
  window.addEventListener('pagehide', flushVitals)
}
