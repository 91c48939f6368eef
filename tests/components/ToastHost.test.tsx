// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'react-toastify/unstyled'
import { ToastHost } from '@/components/toast/ToastHost'
import { notify } from '@/lib/ui/client/toast'
import { messages, renderWithIntl } from './intl'

// jsdom's window never has focus; a real tab showing a toast does (pauseOnFocusLoss reads it).
beforeEach(() => {
  vi.spyOn(document, 'hasFocus').mockReturnValue(true)
})
afterEach(() => {
  act(() => toast.dismiss())
  cleanup()
  vi.restoreAllMocks()
})

/** React listens for the prefixed name where the environment lacks AnimationEvent (jsdom). */
const ANIMATION_END = 'AnimationEvent' in window ? 'animationend' : 'webkitAnimationEnd'

const progressBarOf = (toastElement: Element) =>
  toastElement.querySelector<HTMLElement>('.Toastify__progress-bar')

describe('spec 02 §4 "Toasts": the toast host', () => {
  it('shows a success toast bottom-center as a status message with a labelled close button', async () => {
    renderWithIntl(<ToastHost />)
    act(() => {
      notify('success', messages.uikit.toasts.messages.success)
    })
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent(messages.uikit.toasts.messages.success)
    expect(status.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--bottom-center',
    )
    expect(within(status).getByRole('button', { name: messages.dialogs.close })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: messages.dialogs.notifications })).toBeInTheDocument()
  })

  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['default', 'status'],
  ] as const)('announces a %s toast as %s', async (type, role) => {
    renderWithIntl(<ToastHost />)
    act(() => {
      notify(type, messages.uikit.toasts.messages[type])
    })
    const element = await screen.findByRole(role)
    expect(element).toHaveTextContent(messages.uikit.toasts.messages[type])
    expect(element).toHaveClass(`Toastify__toast--${type}`)
  })

  it('closes on click', async () => {
    renderWithIntl(<ToastHost />)
    act(() => {
      notify('info', messages.uikit.toasts.messages.info)
    })
    await userEvent.click(await screen.findByRole('status'))
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
  })

  it('times out after 5000 ms and closes when that timer ends', async () => {
    renderWithIntl(<ToastHost />)
    act(() => {
      notify('info', messages.uikit.toasts.messages.info)
    })
    const bar = progressBarOf(await screen.findByRole('status'))
    expect(bar?.style.animationDuration).toBe('5000ms')
    fireEvent(bar as HTMLElement, new Event(ANIMATION_END, { bubbles: true }))
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
  })

  it('pauses on hover and on focus loss', async () => {
    renderWithIntl(<ToastHost />)
    act(() => {
      notify('info', messages.uikit.toasts.messages.info)
    })
    const element = await screen.findByRole('status')
    const bar = progressBarOf(element)
    // The timer starts once the enter animation has ended (a native listener on the toast).
    act(() => {
      element.dispatchEvent(new Event('animationend'))
    })
    await waitFor(() => expect(bar?.style.animationPlayState).toBe('running'))
    fireEvent.mouseEnter(element)
    expect(bar?.style.animationPlayState).toBe('paused')
    fireEvent.mouseLeave(element)
    expect(bar?.style.animationPlayState).toBe('running')
    act(() => {
      window.dispatchEvent(new Event('blur'))
    })
    expect(bar?.style.animationPlayState).toBe('paused')
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    expect(bar?.style.animationPlayState).toBe('running')
  })

  it('shows at most 20 toasts at once', async () => {
    renderWithIntl(<ToastHost />)
    act(() => {
      for (let i = 0; i < 25; i += 1) notify('default', `${messages.uikit.toasts.messages.default} ${i}`)
    })
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(20))
  })
})
