import 'server-only'

/** What the monitoring page shows (issue 12 item 5): the vital charts and the latest errors of the last days. */
import { getDb } from '@/lib/db'
import { vitalCharts } from '../rules/report'
import { latestErrors, vitalSummaries } from './store'

export async function monitoringReport(days: number, now = new Date()) {
  const db = await getDb()
  const since = new Date(now.getTime() - days * 86_400_000)
  const [summaries, errors] = await Promise.all([vitalSummaries(db, since), latestErrors(db, since)])
  return { charts: vitalCharts(summaries), errors }
}
