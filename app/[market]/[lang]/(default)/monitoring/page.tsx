/**
 * The monitoring page (issue 12 item 5), /{lang}/monitoring/: p75 of each web vital per page type and
 * market, and the latest errors, from the shop's own stores. For QA and editors, linked from nowhere, not
 * indexed; open where the mailbox is (development, QA), elsewhere only with MONITORING_SECRET as
 * `?secret=` or `x-monitoring-secret` (lib/monitoring/server/access.ts); otherwise not found.
 */
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { monitoringPageOpen } from '@/lib/monitoring/server/access'
import { monitoringReport } from '@/lib/monitoring/server/report'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { MonitoringReport } from '@/components/monitoring/MonitoringReport'

export const dynamic = 'force-dynamic'

const DAYS = 7

type Props = {
  params: MarketLangParams
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await pageContext(params)
  const t = await getTranslations({ locale: language, namespace: 'monitoring' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

export default async function MonitoringPage({ params, searchParams }: Props) {
  const [{ market, language }, query, requestHeaders] = await Promise.all([
    pageContext(params),
    searchParams,
    headers(),
  ])
  const given = typeof query.secret === 'string' ? query.secret : requestHeaders.get('x-monitoring-secret')
  if (!monitoringPageOpen(given)) notFound()
  const { charts, errors } = await monitoringReport(DAYS)
  return (
    <MonitoringReport
      language={language}
      timeZone={market.timezone}
      days={DAYS}
      charts={charts}
      errors={errors}
    />
  )
}
