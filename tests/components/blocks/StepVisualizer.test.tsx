// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { StepVisualizer } from '@/components/content/blocks/StepVisualizer'
import { blockContext, blok, renderBlock } from './lz-helpers'

const steps = blok('step_visualizer', 'steps-return', {
  headline: 'So einfach geht die Rücksendung',
  steps: [
    blok('step', 'step-1', { title: 'Retourenschein drucken', text: 'Im Kundenkonto unter Bestellungen.' }),
    blok('step', 'step-2', { title: 'Paket packen', text: 'Am besten im Originalkarton.' }),
    { component: 'step', _uid: 'step-broken', title: 7 },
    'kein Block',
    blok('step', 'step-3', { title: 'Abgeben', text: 'In jeder Filiale des Paketdienstes.' }),
  ],
})

describe('step visualizer block (spec 01 §2)', () => {
  it('renders numbered steps in an ordered list, titles one level below the headline', () => {
    renderBlock(StepVisualizer, steps)
    expect(
      screen.getByRole('heading', { level: 2, name: 'So einfach geht die Rücksendung' }),
    ).toBeInTheDocument()
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent('Schritt 1 von 3')
    expect(within(items[2] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent('Abgeben')
    expect(items[1]).toHaveTextContent('Am besten im Originalkarton.')
  })

  it('editable attributes on the block and on each step, only in preview', () => {
    const { container, unmount } = renderBlock(StepVisualizer, steps)
    expect(container.querySelectorAll('[data-blok-uid]')).toHaveLength(0)
    unmount()
    const preview = renderBlock(StepVisualizer, steps, blockContext({ preview: true }))
    expect(preview.container.querySelectorAll('[data-blok-uid]')).toHaveLength(4)
  })

  it('has no links, so no hostile field can become one', () => {
    renderBlock(StepVisualizer, { ...steps, link: { linktype: 'url', url: 'javascript:alert(1)' } })
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('invalid fields do not throw; no usable step renders nothing', () => {
    const { container } = renderBlock(StepVisualizer, blok('step_visualizer', 'x', { steps: 'eins, zwei' }))
    expect(container).toBeEmptyDOMElement()
  })
})
