// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ProductCustomisation } from '@/components/product/ProductCustomisation'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import {
  customTextOf,
  getProductCustomisation,
  useCustomisationStore,
} from '@/lib/ui/client/product-customisation'
import { installLayoutShim, renderWithIntl } from '../intl'

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
afterEach(() => {
  act(() => {
    useDialogStore.setState({ stack: [] })
    useCustomisationStore.setState({ byProduct: {} })
  })
  cleanup()
})

const PERSONALISATION = { headline: 'Ihr Wunschtext für die Gravur', maxLength: 12, lines: 1 }

async function openForm() {
  renderWithIntl(<ProductCustomisation productId={7} personalisation={PERSONALISATION} />)
  expect(screen.getByTestId('customisation')).toHaveTextContent('Noch nicht festgelegt')
  fireEvent.click(screen.getByRole('button', { name: 'Jetzt personalisieren' }))
  const dialog = screen.getByRole('dialog', { name: 'Artikel personalisieren' })
  await within(dialog).findByTestId('customise-form')
  return dialog
}

describe('spec 02 §2 product customise modal, §4 ohne', () => {
  it('counts the characters and refuses a text longer than gravureLength', async () => {
    const user = userEvent.setup()
    const dialog = await openForm()
    const field = within(dialog).getByLabelText('Ihr Wunschtext für die Gravur')
    await user.type(field, 'Für Anna und Ben')
    expect(within(dialog).getByText('16 von 12 Zeichen')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Der Text ist zu lang: höchstens 12 Zeichen.',
    )
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(getProductCustomisation(7)).toBeUndefined()
  })

  it('asks for a text or none, and keeps a valid text for the add to cart', async () => {
    const user = userEvent.setup()
    const dialog = await openForm()
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ohne Gravur')
    await user.type(within(dialog).getByLabelText('Ihr Wunschtext für die Gravur'), 'Anna & Ben')
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getProductCustomisation(7)).toEqual({ kind: 'text', lines: ['Anna & Ben'] })
    expect(screen.getByTestId('customisation')).toHaveTextContent('Gravur: „Anna & Ben“')
    expect(screen.getByRole('button', { name: 'Gravur ändern' })).toBeInTheDocument()
  })

  it("'ohne Gravur' is the explicit choice of no customisation (customText text1 'ohne')", async () => {
    const user = userEvent.setup()
    const dialog = await openForm()
    await user.click(within(dialog).getByRole('radio', { name: 'Nein, ohne Gravur' }))
    expect(within(dialog).queryByLabelText('Ihr Wunschtext für die Gravur')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const chosen = getProductCustomisation(7)
    expect(chosen).toEqual({ kind: 'none' })
    expect(customTextOf(chosen!)).toEqual({ text1: 'ohne' })
    expect(screen.getByTestId('customisation')).toHaveTextContent('Ohne Gravur')
  })
})
