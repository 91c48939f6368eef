/**
 * The monitoring page's view (issue 12 item 5) for QA and editors: per vital a bar chart of its p75 per
 * page type and market (CSS bars, hidden from screen readers) with the same numbers as a table beside it,
 * and the latest errors. Server-rendered, no script.
 */
import { getFormatter, getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/config'
import { formatVital, type VitalChart } from '@/lib/monitoring/rules/report'
import styles from './monitoring.module.css'

export interface ErrorRow {
  type: string
  message: string
  path: string | null
  source: string
  count: number
  lastSeen: Date
}

interface Props {
  language: Language
  timeZone: string
  days: number
  charts: readonly VitalChart[]
  errors: readonly ErrorRow[]
}

export async function MonitoringReport({ language, timeZone, days, charts, errors }: Props) {
  const t = await getTranslations({ locale: language, namespace: 'monitoring' })
  const format = await getFormatter({ locale: language })
  const pageType = (type: string) => (t.has(`pageTypes.${type}`) ? t(`pageTypes.${type}`) : type)

  return (
    <article className={styles.page} data-screen="monitoring">
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p>{t('intro', { days })}</p>
      </header>

      <section aria-labelledby="monitoring-vitals" className={styles.section}>
        <h2 id="monitoring-vitals">{t('vitals.heading')}</h2>
        <div className={styles.charts}>
          {charts.map((chart) => (
            <section
              key={chart.name}
              className={styles.chart}
              data-vital={chart.name}
              aria-labelledby={`vital-${chart.name}`}
            >
              <h3 id={`vital-${chart.name}`}>{chart.name}</h3>
              {chart.bars.length === 0 ? (
                <p className={styles.empty}>{t('vitals.empty')}</p>
              ) : (
                <>
                  <div className={styles.bars} aria-hidden="true">
                    {chart.bars.map((bar) => (
                      <div key={`${bar.pageType}-${bar.market}`} className={styles.bar}>
                        <span className={styles.barLabel}>
                          {pageType(bar.pageType)} · {bar.market}
                        </span>
                        <span className={styles.track}>
                          <span
                            className={styles.fill}
                            data-rating={bar.rating}
                            style={{ inlineSize: `${Math.max(bar.percent, 1)}%` }}
                          />
                        </span>
                        <span className={styles.barValue}>{formatVital(chart.name, bar.p75)}</span>
                      </div>
                    ))}
                  </div>
                  <div
                    className={styles.scroll}
                    tabIndex={0}
                    role="region"
                    aria-label={t('vitals.caption', { name: chart.name })}
                  >
                    <table className={styles.table}>
                      <caption>{t('vitals.caption', { name: chart.name })}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('vitals.pageType')}</th>
                          <th scope="col">{t('vitals.market')}</th>
                          <th scope="col">{t('vitals.p75')}</th>
                          <th scope="col">{t('vitals.rating')}</th>
                          <th scope="col">{t('vitals.samples')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {chart.bars.map((bar) => (
                          <tr key={`${bar.pageType}-${bar.market}`}>
                            <th scope="row">{pageType(bar.pageType)}</th>
                            <td>{bar.market}</td>
                            <td>{formatVital(chart.name, bar.p75)}</td>
                            <td>{t(`vitals.ratings.${bar.rating}`)}</td>
                            <td>{format.number(bar.samples)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </>
              )}
            </section>
          ))}
        </div>
      </section>

      <section aria-labelledby="monitoring-errors" className={styles.section}>
        <h2 id="monitoring-errors">{t('errors.heading')}</h2>
        {errors.length === 0 ? (
          <p className={styles.empty}>{t('errors.empty')}</p>
        ) : (
          <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby="monitoring-errors">
            <table className={styles.table} data-testid="monitoring-errors">
              <caption>{t('errors.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('errors.message')}</th>
                  <th scope="col">{t('errors.path')}</th>
                  <th scope="col">{t('errors.time')}</th>
                  <th scope="col">{t('errors.count')}</th>
                  <th scope="col">{t('errors.source')}</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((error, index) => (
                  <tr key={index}>
                    <th scope="row" className={styles.message}>
                      <code>{error.type}</code>: {error.message}
                    </th>
                    <td className={styles.path}>{error.path ?? '–'}</td>
                    <td>
                      <time dateTime={error.lastSeen.toISOString()}>
                        {format.dateTime(error.lastSeen, {
                          dateStyle: 'short',
                          timeStyle: 'medium',
                          timeZone,
                        })}
                      </time>
                    </td>
                    <td>{format.number(error.count)}</td>
                    <td>
                      {t.has(`errors.sources.${error.source}`)
                        ? t(`errors.sources.${error.source}`)
                        : error.source}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </article>
  )
}
