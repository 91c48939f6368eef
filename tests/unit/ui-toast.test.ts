import { describe, expect, it } from 'vitest'
import { TOAST } from '@/lib/config/constants'
import { TOAST_CONTAINER_OPTIONS, TOAST_TYPES, toastRole, type ToastType } from '@/lib/ui/client/toast'

describe('spec 02 §4 "Toasts" and §9: container configuration', () => {
  it.each<[string, unknown, unknown]>([
    ['position bottom-center', TOAST_CONTAINER_OPTIONS.position, 'bottom-center'],
    ['time-out 5000 ms', TOAST_CONTAINER_OPTIONS.autoClose, 5000],
    ['pauses on hover', TOAST_CONTAINER_OPTIONS.pauseOnHover, true],
    ['pauses on focus loss', TOAST_CONTAINER_OPTIONS.pauseOnFocusLoss, true],
    ['closes on click', TOAST_CONTAINER_OPTIONS.closeOnClick, true],
    ['draggable with mouse and touch', TOAST_CONTAINER_OPTIONS.draggable, true],
    ['dragged across the width', TOAST_CONTAINER_OPTIONS.draggableDirection, 'x'],
    ['removed at 60 % of the width', TOAST_CONTAINER_OPTIONS.draggablePercent, 60],
    ['at most 20 at once', TOAST_CONTAINER_OPTIONS.limit, 20],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected)
  })

  it('takes its numbers from the constants', () => {
    expect(TOAST_CONTAINER_OPTIONS).toMatchObject({
      position: TOAST.position,
      autoClose: TOAST.autoCloseMs,
      limit: TOAST.limit,
      draggablePercent: TOAST.dragRemovalPercent,
    })
  })

  it('knows the five types', () => {
    expect(TOAST_TYPES).toEqual(['success', 'info', 'warning', 'error', 'default'])
  })

  it.each<[ToastType, string]>([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
    ['default', 'status'],
  ])('a %s toast is announced as %s', (type, role) => {
    expect(toastRole(type)).toBe(role)
  })
})
