// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'react-toastify/unstyled'
import { DialogRegistryTable } from '@/components/uikit/DialogRegistryTable'
import { UiKitDialogs } from '@/components/uikit/UiKitDialogs'
import { UiKitToasts } from '@/components/uikit/UiKitToasts'
import { ToastHost } from '@/components/toast/ToastHost'
import { DIALOG_KIND_NAMES } from '@/lib/ui/rules/dialog-kinds'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { installLayoutShim, messages, renderWithIntl } from './intl'

const t = messages.uikit

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
beforeEach(() => useDialogStore.setState({ stack: EMPTY_STACK }))
afterEach(() => {
  act(() => {
    useDialogStore.setState({ stack: EMPTY_STACK })
    toast.dismiss()
  })
  cleanup()
})

describe('UI kit: dialog positions of spec 02 §2', () => {
  it.each([
    ['center', 'center', 'true'],
    ['right', 'right', 'true'],
    ['left', 'left', 'true'],
    ['mobileLeft', 'mobileLeft', 'true'],
    ['nonModal', 'center', 'false'],
  ] as const)('the %s button opens a dialog at %s (modal %s)', async (id, position, modal) => {
    renderWithIntl(<UiKitDialogs />)
    await userEvent.click(screen.getByRole('button', { name: t.dialogs.open[id] }))
    const dialog = screen.getByRole('dialog', { name: t.dialogs.titles[id] })
    expect(dialog).toHaveTextContent(t.dialogs.bodies[id])
    expect(dialog.parentElement).toHaveAttribute('data-position', position)
    expect(dialog.parentElement).toHaveAttribute('data-modal', modal)
  })

  it('opens a stacked dialog from inside the centred one', async () => {
    renderWithIntl(<UiKitDialogs />)
    await userEvent.click(screen.getByRole('button', { name: t.dialogs.open.center }))
    const center = screen.getByRole('dialog', { name: t.dialogs.titles.center })
    await userEvent.click(within(center).getByRole('button', { name: t.dialogs.open.stacked }))
    expect(screen.getByRole('dialog', { name: t.dialogs.titles.stacked })).toBeInTheDocument()
    expect(useDialogStore.getState().stack.map((entry) => entry.kind)).toEqual([
      'productPopup',
      'remindWhenAvailable',
    ])
  })

  it('accepting the centred dialog closes it and confirms with a toast', async () => {
    renderWithIntl(
      <>
        <UiKitDialogs />
        <ToastHost />
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: t.dialogs.open.center }))
    await userEvent.click(screen.getByRole('button', { name: messages.dialogs.accept }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await screen.findByRole('status')).toHaveTextContent(t.dialogs.acceptDone)
  })
})

describe('UI kit: toast types of spec 02 §4', () => {
  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
    ['default', 'status'],
  ] as const)('the %s button raises a %s toast with its text', async (type, role) => {
    renderWithIntl(
      <>
        <UiKitToasts />
        <ToastHost />
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: t.toasts.show[type] }))
    expect(await screen.findByRole(role)).toHaveTextContent(t.toasts.messages[type])
  })
})

describe('UI kit: registry table', () => {
  it('lists every dialog kind with its translated position', () => {
    renderWithIntl(<DialogRegistryTable />)
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows).toHaveLength(DIALOG_KIND_NAMES.length)
    const consent = screen.getByRole('rowheader', { name: 'consentBanner' }).closest('tr') as HTMLElement
    expect(
      within(consent)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([t.registry.positions.center, t.registry.yes])
  })
})
