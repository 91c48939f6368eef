/** The building blocks of the my-data overview: a titled section, a table, and the formats it shows. */
import type { ReactNode } from 'react'
import type { Language, Market } from '@/lib/config'
import { localeOf } from '@/lib/config'
import styles from './overview.module.css'

export function DataSection({
  title,
  wide = false,
  children,
}: {
  title: string
  wide?: boolean
  children: ReactNode
}) {
  return (
    <section className={[styles.section, wide ? styles.wide : ''].filter(Boolean).join(' ')}>
      <h2>{title}</h2>
      {children}
    </section>
  )
}

export interface Column<Row> {
  header: string
  cell: (row: Row) => ReactNode
  numeric?: boolean
}

/** A table of rows, or the "no entries" line when there are none. */
export function DataTable<Row>({
  rows,
  columns,
  empty,
  caption,
}: {
  rows: readonly Row[]
  columns: Column<Row>[]
  empty: string
  caption: string
}) {
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>
  return (
    // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={caption}>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? styles.amount : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.header} className={column.numeric ? styles.amount : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Dates in the market's time zone and the page's language with the market's country. */
export function dataFormats(market: Market, language: Language) {
  const locale = localeOf(market, language).iso
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: market.timezone,
  })
  // A birth date is a calendar day, not an instant: formatted as the day it names.
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  const regions = new Intl.DisplayNames([locale], { type: 'region' })
  return {
    locale,
    dateTime: (value: Date | null) => (value ? dateTime.format(value) : '–'),
    day: (value: string | null) => (value ? day.format(new Date(`${value}T00:00:00Z`)) : '–'),
    country: (code: string) => regions.of(code) ?? code,
  }
}
