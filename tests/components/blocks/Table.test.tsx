// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { Table } from '@/components/content/blocks/Table'
import { blockContext, blok, renderBlock } from './lz-helpers'

// Storyblok's table field: thead cells and tbody rows of cells, each `{ _uid, value, component }`.
const cell = (value: unknown) => ({ _uid: `c-${String(value)}`, value, component: '_table_col' })
const row = (...values: unknown[]) => ({
  _uid: `r-${String(values[0])}`,
  body: values.map(cell),
  component: '_table_row',
})

const table = blok('table', 'table-sizes', {
  caption: 'Größentabelle Schürzen',
  first_column_header: true,
  table: {
    thead: [cell('Größe'), cell('Breite'), cell('Länge')],
    tbody: [row('S', '60 cm', '80 cm'), row('M', '70 cm', '90 cm'), row('L', 80)],
  },
})

describe('table block (spec 01 §2)', () => {
  it('renders caption, column headers, row headers and cells', () => {
    renderBlock(Table, table)
    const element = screen.getByRole('table', { name: 'Größentabelle Schürzen' })
    expect(
      within(element)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Größe', 'Breite', 'Länge'])
    expect(
      within(element)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['S', 'M', 'L'])
    // A short row is padded to the column count; numbers are shown as written.
    const last = within(element).getAllByRole('row').at(-1) as HTMLElement
    expect(
      within(last)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['80', ''])
  })

  it('scrolls inside a focusable region named by the caption (mobile)', () => {
    renderBlock(Table, table)
    const region = screen.getByRole('region', { name: 'Größentabelle Schürzen' })
    expect(region).toHaveAttribute('tabindex', '0')
  })

  it('editable attributes only in preview', () => {
    const { container } = renderBlock(Table, table, blockContext({ preview: true }))
    expect(container.firstElementChild).toHaveAttribute('data-blok-uid', '4711-table-sizes')
    const plain = renderBlock(Table, { ...table, _uid: 'plain' })
    expect(plain.container.firstElementChild).not.toHaveAttribute('data-blok-uid')
  })

  it('cell values are text, never markup or links', () => {
    const { container } = renderBlock(
      Table,
      blok('table', 't2', { table: { thead: [], tbody: [row('<a href="javascript:alert(1)">x</a>')] } }),
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.querySelector('td')?.textContent).toBe('<a href="javascript:alert(1)">x</a>')
    expect(screen.getByRole('region', { name: 'Tabelle' })).toBeInTheDocument()
  })

  it('invalid fields do not throw; an empty table renders nothing', () => {
    for (const value of [
      null,
      'x',
      { thead: 'a', tbody: [{ body: 'b' }, null, 3] },
      { tbody: [row('', ' ')] },
    ]) {
      const { container, unmount } = renderBlock(Table, blok('table', 'bad', { table: value }))
      expect(container).toBeEmptyDOMElement()
      unmount()
    }
  })
})
