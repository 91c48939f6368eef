// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { Grid, GridColumn, gridLayout } from '@/components/content/blocks/Grid'
import {
  blok,
  context,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  renderBlock,
} from './ai-helpers'

const column = (uid: string, text: string) =>
  blok('grid_column', uid, { body: [blok('headline', `${uid}-headline`, { text, level: 'h3' })] })

const grid = blok('grid', 'home-grid', {
  layout: '1-2',
  columns: [column('col-a', 'Vorrat'), column('col-b', 'Backen')],
})

describe('grid layouts (spec 01 §2: grids with many column splits)', () => {
  const fr = (...parts: number[]) => parts.map((p) => `minmax(0, ${p}fr)`).join(' ')
  const equal = (count: number) => `repeat(${count}, minmax(0, 1fr))`
  it.each([
    ['1', 1, 1, equal(1)],
    ['2', 2, 2, equal(2)],
    ['3', 3, 3, equal(3)],
    ['4', 4, 4, equal(4)],
    ['5', 5, 5, equal(5)],
    ['6', 6, 6, equal(6)],
    ['1-1', 2, 2, fr(1, 1)],
    ['1-2', 2, 2, fr(1, 2)],
    ['2-1', 2, 2, fr(2, 1)],
    ['1-3', 2, 2, fr(1, 3)],
    ['3-1', 2, 2, fr(3, 1)],
    ['1-1-2', 3, 3, fr(1, 1, 2)],
    ['1-2-1', 3, 3, fr(1, 2, 1)],
    ['2-1-1', 3, 3, fr(2, 1, 1)],
    ['1-1-1-1', 4, 4, fr(1, 1, 1, 1)],
    // More ratios than columns: the first ones are kept.
    ['1-1-2', 2, 2, fr(1, 1)],
    // More columns than ratios, unreadable or absurd layouts: equal columns, at most six.
    ['1-2', 3, 3, equal(3)],
    [undefined, 4, 4, equal(4)],
    ['1-20', 2, 2, equal(2)],
    ['0-1', 2, 2, equal(2)],
    ['wide', 2, 2, equal(2)],
    [undefined, 9, 6, equal(6)],
    [3, 3, 3, equal(3)],
  ])('layout %j with %i columns → %i across: %s', (layout, cells, count, template) => {
    expect(gridLayout(layout, cells)).toEqual({ count, template })
  })
})

describe('grid block', () => {
  it('renders its columns through the registry with the split as the wide-screen template', () => {
    const { container } = renderBlock(Grid, grid)
    const root = container.firstElementChild as HTMLElement
    expect(root).toHaveAttribute('data-count', '2')
    expect(root.style.getPropertyValue('--grid-template')).toBe('minmax(0, 1fr) minmax(0, 2fr)')
    expect(root.children).toHaveLength(2)
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Vorrat',
      'Backen',
    ])
  })

  it('a column renders its blocks', () => {
    renderBlock(GridColumn, column('alone', 'Allein'))
    expect(screen.getByRole('heading', { name: 'Allein' })).toBeInTheDocument()
  })

  it('carries editable attributes only in preview, on the grid and its columns', () => {
    expectEditableOnlyInPreview(Grid, grid)
    const { container } = renderBlock(Grid, grid, context({ preview: true }))
    expect(container.querySelector('[data-blok-uid="4711-col-b"]')).not.toBeNull()
  })

  it('renders nothing without columns; wrong field types never throw', () => {
    const { container } = renderBlock(Grid, blok('grid', 'empty', { columns: [] }))
    expect(container).toBeEmptyDOMElement()
    expectGarbageIsHarmless(Grid, 'grid')
    expectGarbageIsHarmless(GridColumn, 'grid_column')
  })
})
