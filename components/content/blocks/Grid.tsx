/** The `grid` and `grid_column` blocks (spec 01 §2: grids with many column splits) and their split rule. */
import { z } from 'zod'
import type { CSSProperties } from 'react'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { blocks, readFields } from './kit/fields'
import styles from './Grid.module.css'

export const MAX_GRID_COLUMNS = 6
// A ratio part above this is a typo (`1-20`), not a layout.
const MAX_RATIO_PART = 12

export interface GridLayout {
  /** Columns per row on wide screens. */
  count: number
  /** The CSS grid template on wide screens, e.g. `1fr 2fr 1fr`. */
  template: string
}

const equal = (count: number): GridLayout => ({ count, template: `repeat(${count}, minmax(0, 1fr))` })

/**
 * The column split of a grid: `layout` names ratios (`1-2`, `2-1`, `1-1-2`, `1-3`, `1-2-1`, …) or a
 * number of equal columns (`3`); `cells` is how many columns the grid holds. Splits that do not fit the
 * cells fall back to equal columns, so a removed or added column never breaks the page:
 * - fewer cells than ratios: the first ratios are kept (`1-1-2` with two cells → `1-1`);
 * - more cells than ratios, or no readable layout: equal columns, at most six per row.
 */
export function gridLayout(layout: unknown, cells: number): GridLayout {
  const count = Math.min(Math.max(cells, 1), MAX_GRID_COLUMNS)
  const value = typeof layout === 'number' ? String(layout) : typeof layout === 'string' ? layout.trim() : ''
  if (/^[1-6]$/.test(value)) return equal(Math.min(Number(value), count))
  if (!/^\d{1,2}(-\d{1,2}){1,5}$/.test(value)) return equal(count)
  const ratios = value.split('-').map(Number)
  if (ratios.some((r) => r < 1 || r > MAX_RATIO_PART) || ratios.length < count) return equal(count)
  const used = ratios.slice(0, count)
  return { count, template: used.map((r) => `minmax(0, ${r}fr)`).join(' ') }
}

const fields = z.looseObject({
  columns: blocks,
  layout: z.unknown(),
  gap: z.enum(['none', 'small', 'medium', 'large']).catch('medium'),
  align: z.enum(['stretch', 'start', 'center', 'end']).catch('stretch'),
})

/**
 * `grid`: columns side by side in a split of 1–6 columns or a ratio; on phones they stack, and grids of
 * four or more columns go two (or three) across on tablets before showing all columns on desktops.
 */
export function Grid({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  if (!data || data.columns.length === 0) return null
  const { count, template } = gridLayout(data.layout, data.columns.length)
  return (
    <div
      className={styles.grid}
      data-count={count}
      data-gap={data.gap}
      data-align={data.align}
      style={{ '--grid-template': template } as CSSProperties}
      {...editableAttributes(blok, context.preview)}
    >
      {context.render(data.columns)}
    </div>
  )
}

const columnFields = z.looseObject({
  body: blocks,
  background: z.enum(['none', 'subtle', 'primary']).catch('none'),
  align: z.enum(['start', 'center', 'end']).catch('start'),
})

/** `grid_column`: one cell of a grid holding any blocks. */
export function GridColumn({ blok, context }: BlockProps) {
  const data = readFields(columnFields, blok)
  if (!data) return null
  return (
    <div
      className={styles.column}
      data-background={data.background}
      data-align={data.align}
      {...editableAttributes(blok, context.preview)}
    >
      {context.render(data.body)}
    </div>
  )
}
