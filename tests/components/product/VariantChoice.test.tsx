// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { VariantChoice } from '@/components/product/VariantChoice'
import { sizeAdvice } from '@/lib/catalog/rules/view/size-advisor'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { installLayoutShim, renderWithIntl } from '../intl'
import { optionsFor } from './fixtures'

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
afterEach(() => {
  act(() => useDialogStore.setState({ stack: [] }))
  cleanup()
})

const TOWELS = optionsFor('masse', [
  ['30x50', '30 × 50 cm'],
  ['50x100', '50 × 100 cm'],
  ['70x140', '70 × 140 cm'],
  ['100x150', '100 × 150 cm'],
])

describe('spec 02 §2 product attribute picker and product attribute advisor', () => {
  it('keeps up to three values inline as radio buttons', () => {
    const options = TOWELS.slice(0, 3)
    const onChoose = vi.fn()
    renderWithIntl(
      <VariantChoice
        options={options}
        current={options[0]!}
        axis="masse"
        advice={null}
        onChoose={onChoose}
      />,
    )
    expect(screen.getByRole('group', { name: 'Maße' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('radio', { name: '70 × 140 cm' }))
    expect(onChoose).toHaveBeenCalledWith(options[2])
    expect(screen.queryByTestId('attribute-picker-open')).toBeNull()
  })

  it('opens the picker dialog for many sizes; a choice is taken and closes it', async () => {
    const onChoose = vi.fn()
    renderWithIntl(
      <VariantChoice options={TOWELS} current={TOWELS[1]!} axis="masse" advice={null} onChoose={onChoose} />,
    )
    expect(screen.queryByRole('radio')).toBeNull()
    fireEvent.click(screen.getByTestId('attribute-picker-open'))
    const dialog = screen.getByRole('dialog', { name: 'Maße wählen' })
    const list = await within(dialog).findByTestId('attribute-picker-list')
    const buttons = within(list).getAllByRole('button')
    expect(buttons).toHaveLength(4)
    expect(buttons[1]).toHaveAttribute('aria-current', 'true')
    expect(buttons[3]).toHaveTextContent('100 × 150 cm')
    expect(buttons[3]).toHaveTextContent(/34,99\s€/)
    fireEvent.click(buttons[3]!)
    expect(onChoose).toHaveBeenCalledWith(TOWELS[3])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('the size advisor (groessenberater) shows width, length and area per size', async () => {
    renderWithIntl(
      <VariantChoice
        options={TOWELS}
        current={TOWELS[0]!}
        axis="masse"
        advice={sizeAdvice('masse', TOWELS)}
        onChoose={vi.fn()}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Größenberater' }))
    const dialog = screen.getByRole('dialog', { name: 'Größenberater' })
    const table = await within(dialog).findByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(5)
    expect(rows[0]).toHaveTextContent(/Breite.*Länge.*Fläche/)
    expect(rows[4]).toHaveTextContent(/100 × 150 cm.*100 cm.*150 cm.*1,5 m²/)
  })

  it('baby sizes get body length and age', async () => {
    const options = optionsFor('doppelgroesse', [
      ['50/56', '50/56'],
      ['62/68', '62/68'],
    ])
    renderWithIntl(
      <VariantChoice
        options={options}
        current={options[0]!}
        axis="doppelgroesse"
        advice={sizeAdvice('doppelgroesse', options)}
        onChoose={vi.fn()}
      />,
    )
    expect(screen.getByRole('group', { name: 'Größe' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Größenberater' }))
    const table = await screen.findByRole('table')
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/62\/68.*57–68 cm.*2–6 Monate/)
  })
})
