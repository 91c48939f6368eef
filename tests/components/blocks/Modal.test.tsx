// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Modal } from '@/components/content/blocks/Modal'
import { CONTENT_MODAL_KIND } from '@/components/content/blocks/ModalDialog'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { DIALOG_KINDS, useDialogStore } from '@/lib/ui/client/dialog-store'
import { renderWithIntl, installLayoutShim } from '../intl'
import { allHrefs, blockContext, blok, renderBlock } from './lz-helpers'

const doc = (text: string, marks?: unknown[]) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text, ...(marks ? { marks } : {}) }] }],
})

const sizeChart = blok('modal', 'modal-sizes', {
  button_label: 'Größentabelle',
  title: 'Größen und Maße',
  text: doc('Alle Angaben in Zentimetern.'),
  body: [
    blok('table', 'modal-table', {
      caption: 'Schürzen',
      table: { thead: [], tbody: [{ body: [{ value: 'S' }] }] },
    }),
  ],
})
const shipping = blok('modal', 'modal-shipping', {
  button_label: 'Versandkosten',
  title: 'Versand',
  text: doc('Ab 50 € versandkostenfrei.'),
  appearance: 'link',
})

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
beforeEach(() => useDialogStore.setState({ stack: EMPTY_STACK }))
afterEach(() => act(() => useDialogStore.setState({ stack: EMPTY_STACK })))

describe('modal block (spec 01 §2; dialog kinds of spec 02 §2)', () => {
  it('uses a centred modal kind of the dialog registry', () => {
    expect(DIALOG_KINDS[CONTENT_MODAL_KIND]).toEqual({ position: 'center', modal: true })
  })

  it('opens its content in a dialog named by the title, and closes with Escape', async () => {
    const user = userEvent.setup()
    renderBlock(Modal, sizeChart)
    const trigger = screen.getByRole('button', { name: 'Größentabelle' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog')
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'Größen und Maße' })
    expect(dialog).toHaveTextContent('Alle Angaben in Zentimetern.')
    expect(screen.getByRole('table', { name: 'Schürzen' })).toBeInTheDocument()
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('two modal blocks on one page each open only their own content', async () => {
    const user = userEvent.setup()
    const context = blockContext()
    renderWithIntl(
      <>
        <Modal blok={sizeChart} context={context} />
        <Modal blok={shipping} context={context} />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Versandkosten' }))
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(screen.getByRole('dialog', { name: 'Versand' })).toHaveTextContent('versandkostenfrei')
  })

  it('editable attributes only in preview', () => {
    const { container, unmount } = renderBlock(Modal, sizeChart)
    expect(container.querySelector('[data-blok-uid]')).toBeNull()
    unmount()
    const preview = renderBlock(Modal, sizeChart, blockContext({ preview: true }))
    expect(preview.container.firstElementChild).toHaveAttribute('data-blok-uid', '4711-modal-sizes')
  })

  it('a javascript: link in the dialog text does not become a link', async () => {
    const user = userEvent.setup()
    const hostile = {
      ...shipping,
      text: doc('Hier klicken', [{ type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } }]),
    }
    renderBlock(Modal, hostile)
    await user.click(screen.getByRole('button', { name: 'Versandkosten' }))
    expect(screen.getByRole('dialog')).toHaveTextContent('Hier klicken')
    expect(screen.queryByRole('link')).toBeNull()
    expect(allHrefs(document.body).join(' ')).not.toMatch(/javascript/i)
  })

  it('invalid fields do not throw: no label, title or content renders nothing', () => {
    for (const fields of [
      { title: 'T', text: doc('x') },
      { button_label: 'B', text: doc('x') },
      { button_label: 'B', title: 'T', body: 'x' },
    ]) {
      const { container, unmount } = renderBlock(Modal, blok('modal', 'bad', fields))
      expect(container).toBeEmptyDOMElement()
      unmount()
    }
  })
})
