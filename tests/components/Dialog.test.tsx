// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from '@/components/dialog/Dialog'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { useDialogStore, type DialogKind } from '@/lib/ui/client/dialog-store'
import { activeScrollLocks } from '@/lib/ui/client/scroll-lock'
import { installLayoutShim, messages, renderWithIntl } from './intl'

const open = (kind: DialogKind) => act(() => useDialogStore.getState().open(kind))
const stackKinds = () => useDialogStore.getState().stack.map((entry) => entry.kind)

/** A page with an opener for a modal dialog that itself opens a stacked dialog, and a non-modal one. */
function Page({ onAccept }: { onAccept?: () => void }) {
  const openKind = useDialogStore((state) => state.open)
  return (
    <main>
      <button type="button" onClick={() => openKind('productPopup')}>
        open-center
      </button>
      <button type="button" onClick={() => openKind('productSeals')}>
        open-sheet
      </button>
      <Dialog kind="productPopup" title="Center title" onAccept={onAccept}>
        <input aria-label="note" />
        <button type="button" onClick={() => openKind('remindWhenAvailable')}>
          open-stacked
        </button>
      </Dialog>
      <Dialog kind="remindWhenAvailable" title="Stacked title">
        <p>stacked body</p>
      </Dialog>
      <Dialog kind="productSeals" title="Sheet title">
        <p>sheet body</p>
      </Dialog>
    </main>
  )
}

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
beforeEach(() => useDialogStore.setState({ stack: EMPTY_STACK }))
afterEach(() => {
  act(() => useDialogStore.setState({ stack: EMPTY_STACK }))
  cleanup()
})

describe('spec 02 §2/§4: dialog open and close', () => {
  it('renders nothing while closed and a labelled modal dialog in document.body when open', () => {
    const { container } = renderWithIntl(<Page />)
    expect(screen.queryByRole('dialog')).toBeNull()
    open('productPopup')
    const dialog = screen.getByRole('dialog', { name: 'Center title' })
    expect(container.contains(dialog)).toBe(false)
    expect(document.body.contains(dialog)).toBe(true)
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    const titleId = dialog.getAttribute('aria-labelledby')
    expect(titleId && document.getElementById(titleId)).toHaveTextContent('Center title')
    expect(within(dialog).getByRole('button', { name: messages.dialogs.close })).toBeVisible()
  })

  it('marks a non-modal kind without aria-modal', () => {
    renderWithIntl(<Page />)
    open('productSeals')
    expect(screen.getByRole('dialog', { name: 'Sheet title' })).not.toHaveAttribute('aria-modal')
  })

  it('closes with its close button', async () => {
    renderWithIntl(<Page />)
    open('productPopup')
    await userEvent.click(screen.getByRole('button', { name: messages.dialogs.close }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(stackKinds()).toEqual([])
  })

  it('closes on a click outside (its backdrop)', async () => {
    renderWithIntl(<Page />)
    open('productPopup')
    await userEvent.click(screen.getByTestId('dialog-backdrop-productPopup'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('caps its height at 80 % of the viewport (spec 02 §9)', () => {
    renderWithIntl(<Page />)
    open('productPopup')
    const layer = screen.getByRole('dialog').parentElement
    expect(layer?.style.getPropertyValue('--dialog-max-height')).toBe('80vh')
  })

  it('renders the default footer button with the accept text', async () => {
    const onAccept = vi.fn()
    renderWithIntl(<Page onAccept={onAccept} />)
    open('productPopup')
    await userEvent.click(screen.getByRole('button', { name: messages.dialogs.accept }))
    expect(onAccept).toHaveBeenCalledOnce()
  })
})

describe('spec 02 §2: Escape closes only the topmost dialog', () => {
  it('closes stacked dialogs one at a time', async () => {
    renderWithIntl(<Page />)
    open('productPopup')
    open('remindWhenAvailable')
    await userEvent.keyboard('{Escape}')
    expect(stackKinds()).toEqual(['productPopup'])
    await userEvent.keyboard('{Escape}')
    expect(stackKinds()).toEqual([])
  })

  it('also when a lower dialog was re-opened to the top', async () => {
    renderWithIntl(<Page />)
    open('productPopup')
    open('remindWhenAvailable')
    open('productPopup')
    await userEvent.keyboard('{Escape}')
    expect(stackKinds()).toEqual(['remindWhenAvailable'])
  })

  it('leaves the key alone when something inside already handled it', () => {
    renderWithIntl(<Page />)
    open('productPopup')
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    event.preventDefault()
    act(() => {
      document.dispatchEvent(event)
    })
    expect(stackKinds()).toEqual(['productPopup'])
  })

  it('makes lower layers inert (out of focus order and the accessibility tree); only the top one is live', () => {
    renderWithIntl(<Page />)
    open('productPopup')
    open('remindWhenAvailable')
    const lower = document.querySelector('[data-dialog-kind="productPopup"]')?.parentElement
    const top = screen.getByRole('dialog', { name: 'Stacked title' }).parentElement
    expect(lower).toHaveAttribute('inert')
    expect(lower).toHaveAttribute('data-top', 'false')
    expect(top).not.toHaveAttribute('inert')
    expect(top).toHaveAttribute('data-top', 'true')
  })
})

describe('spec 02 §2: focus trap and focus return', () => {
  it('moves focus inside, cycles Tab inside, and returns focus to the opener', async () => {
    const user = userEvent.setup()
    renderWithIntl(<Page onAccept={() => undefined} />)
    const opener = screen.getByRole('button', { name: 'open-center' })
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Center title' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    // jsdom's selector engine returns the tabbables out of document order, so the exact cycle is
    // checked in the browser (e2e/dialogs-toasts.spec.ts); here: Tab never leaves the dialog.
    for (const key of ['{Tab}', '{Shift>}{Tab}{/Shift}']) {
      for (let i = 0; i < 6; i += 1) {
        await user.keyboard(key)
        expect(dialog.contains(document.activeElement)).toBe(true)
      }
    }
    await user.keyboard('{Escape}')
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('returns focus step by step through stacked dialogs', async () => {
    const user = userEvent.setup()
    renderWithIntl(<Page />)
    const opener = screen.getByRole('button', { name: 'open-center' })
    await user.click(opener)
    const stackedOpener = screen.getByRole('button', { name: 'open-stacked' })
    await user.click(stackedOpener)
    const stacked = screen.getByRole('dialog', { name: 'Stacked title' })
    await waitFor(() => expect(stacked.contains(document.activeElement)).toBe(true))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(document.activeElement).toBe(stackedOpener))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })
})

describe('spec 02 §2: open dialogs lock page scrolling', () => {
  it('locks while any dialog is open and restores on the last close', () => {
    renderWithIntl(<Page />)
    expect(document.body.style.overflow).toBe('')
    open('productPopup')
    expect(document.body.style.overflow).toBe('hidden')
    open('remindWhenAvailable')
    act(() => useDialogStore.getState().closeTop())
    expect(document.body.style.overflow).toBe('hidden')
    act(() => useDialogStore.getState().closeTop())
    expect(document.body.style.overflow).toBe('')
    expect(activeScrollLocks()).toBe(0)
  })
})

describe('spec 02 §2, §9: swipe down to close non-modal dialogs', () => {
  function swipe(element: Element, distance: number) {
    const at = (y: number) => ({ touches: [{ clientX: 50, clientY: y, identifier: 0, target: element }] })
    fireEvent.touchStart(element, at(100))
    for (let y = 100 + distance / 4; y <= 100 + distance; y += distance / 4)
      fireEvent.touchMove(element, at(y))
    fireEvent.touchEnd(element, { touches: [] })
  }

  it.each<[DialogKind, string, number, boolean]>([
    ['productSeals', 'Sheet title', 100, false],
    ['productSeals', 'Sheet title', 40, true],
    ['productSeals', 'Sheet title', 70, true],
    ['productPopup', 'Center title', 100, true],
  ])('%s (%s) swiped %i px: still open %s', (kind, name, distance, stillOpen) => {
    renderWithIntl(<Page />)
    open(kind)
    const dialog = screen.getByRole('dialog', { name })
    act(() => swipe(dialog, distance))
    expect(screen.queryByRole('dialog', { name }) !== null).toBe(stillOpen)
    if (stillOpen) expect((screen.getByRole('dialog', { name }) as HTMLElement).style.transform).toBe('')
  })

  it('follows the finger while dragging', () => {
    renderWithIntl(<Page />)
    open('productSeals')
    const dialog = screen.getByRole('dialog') as HTMLElement
    fireEvent.touchStart(dialog, { touches: [{ clientX: 0, clientY: 100 }] })
    fireEvent.touchMove(dialog, { touches: [{ clientX: 0, clientY: 150 }] })
    expect(dialog.style.transform).toBe('translateY(50px)')
    expect(dialog).toHaveAttribute('data-swiping')
  })
})
