// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { ProductSeals } from '@/components/product/ProductSeals'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { installLayoutShim, renderWithIntl } from '../intl'

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
afterEach(() => {
  act(() => useDialogStore.setState({ stack: [] }))
  cleanup()
})

describe('spec 02 §2 product seals', () => {
  it('opens a dialog explaining each seal of the product', () => {
    renderWithIntl(
      <ProductSeals
        seals={[
          { id: 'nachhaltig', label: 'Nachhaltig', explained: 'nachhaltig' },
          { id: 'fsc', label: 'FSC', explained: null },
        ]}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: '2 Siegel: Nachhaltig, FSC' }))
    const dialog = screen.getByRole('dialog', { name: 'Siegel und Auszeichnungen' })
    const items = within(dialog).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent(/Nachhaltig.*Ressourcenschonung/)
    expect(items[1]).toHaveTextContent('FSCDieser Artikel trägt dieses Siegel.')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('renders nothing without seals', () => {
    const { container } = renderWithIntl(<ProductSeals seals={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
