// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { ProductSiblings } from '@/components/product/ProductSiblings'
import type { SiblingOption } from '@/lib/catalog/rules/view/sibling-options'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { installLayoutShim, renderWithIntl } from '../intl'
import './fixtures'

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
afterEach(() => {
  act(() => useDialogStore.setState({ stack: [] }))
  cleanup()
})

const sibling = (id: number, label: string, extra: Partial<SiblingOption> = {}): SiblingOption => ({
  id,
  label,
  image: `/images/catalog/towel-${label.toLowerCase()}.webp`,
  pdp: `handtuch-oslo-${id}`,
  price: '19,99 €',
  priceFrom: false,
  current: false,
  buyable: true,
  ...extra,
})
const SIBLINGS = [
  sibling(1, 'Rot'),
  sibling(2, 'Blau', { current: true }),
  sibling(3, 'Grün', { price: '9,99 €', priceFrom: true, buyable: false }),
]

describe('spec 01 §3 sibling list, spec 02 §2 sibling select modal', () => {
  it('names the current colour and links the other colourways inline', () => {
    renderWithIntl(<ProductSiblings siblings={SIBLINGS} />)
    expect(screen.getByText('Blau', { selector: 'strong' })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Weitere Farben' })
    expect(within(nav).getByRole('link', { name: 'Rot' })).toHaveAttribute('href', '/de/p/handtuch-oslo-1/')
    expect(within(nav).getByText('Blau (ausgewählt)').closest('[aria-current]')).not.toBeNull()
  })

  it('the dialog lists each colourway with picture, colour and price; choosing one closes it', async () => {
    renderWithIntl(<ProductSiblings siblings={SIBLINGS} />)
    fireEvent.click(screen.getByTestId('sibling-select-open'))
    const dialog = screen.getByRole('dialog', { name: 'Farbe wählen' })
    const list = await within(dialog).findByTestId('sibling-select-list')
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent('Rot19,99 €')
    expect(items[2]).toHaveTextContent(/Grünab 9,99 €Ausverkauft/)
    expect(items[0]!.querySelector('img')).not.toBeNull()
    expect(within(items[1]!).getByRole('button')).toHaveAttribute('aria-current', 'true')
    const link = within(items[2]!).getByRole('link')
    expect(link).toHaveAttribute('href', '/de/p/handtuch-oslo-3/')
    // jsdom cannot load another document: the test stops at the click the app handles.
    link.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(link)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows nothing for a product without siblings', () => {
    const { container } = renderWithIntl(<ProductSiblings siblings={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
