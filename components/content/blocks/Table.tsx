/**
 * `table`: a table field with caption. Wider tables scroll sideways inside their own region on small
 * screens; the region is focusable and named, so keyboard users can scroll it too.
 */
import { useId } from 'react'
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { flag, readFields, text, field } from './kit/fields'
import styles from './Table.module.css'

/** A cell of Storyblok's table field: `{ value }`; numbers are shown as written. */
const cell = field.transform((value) => {
  const raw = value && typeof value === 'object' ? (value as { value?: unknown }).value : undefined
  return typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : ''
})
const cells = field.transform((value) => (Array.isArray(value) ? value.map((v) => cell.parse(v)) : []))

/** Storyblok's table field: `{ thead: [{ value }], tbody: [{ body: [{ value }] }] }`. */
const tableField = field.transform((value) => {
  const raw = value && typeof value === 'object' ? (value as { thead?: unknown; tbody?: unknown }) : {}
  const head = cells.parse(raw.thead)
  const rows = Array.isArray(raw.tbody)
    ? raw.tbody.map((row) =>
        cells.parse(row && typeof row === 'object' ? (row as { body?: unknown }).body : []),
      )
    : []
  return { head, rows: rows.filter((row) => row.some((c) => c.trim() !== '')) }
})

const fields = z.looseObject({
  caption: text,
  table: tableField,
  /** The first column names its row (e.g. a size chart); it becomes a row header. */
  first_column_header: flag,
})

export function Table({ blok, context }: BlockProps) {
  const t = useTranslations('content.table')
  const captionId = useId()
  const data = readFields(fields, blok)
  if (!data || data.table.rows.length === 0) return null
  const { head, rows } = data.table
  const columns = Math.max(head.length, ...rows.map((row) => row.length))
  const hasHead = head.some((c) => c.trim() !== '')
  const pad = (row: string[]) => [...row, ...Array<string>(columns - row.length).fill('')]
  return (
    <div className={styles.figure} {...editableAttributes(blok, context.preview)}>
      <div
        className={styles.scroller}
        role="region"
        tabIndex={0}
        aria-labelledby={data.caption ? captionId : undefined}
        aria-label={data.caption ? undefined : t('label')}
      >
        <table className={styles.table}>
          {data.caption && (
            <caption id={captionId} className={styles.caption}>
              {data.caption}
            </caption>
          )}
          {hasHead && (
            <thead>
              <tr>
                {pad(head).map((value, index) => (
                  <th key={index} scope="col">
                    {value}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {pad(row).map((value, index) =>
                  index === 0 && data.first_column_header ? (
                    <th key={index} scope="row">
                      {value}
                    </th>
                  ) : (
                    <td key={index}>{value}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.hint} aria-hidden="true">
        {t('scrollHint')}
      </p>
    </div>
  )
}
