import 'client-only'
/**
 * The toast behaviour of spec 02 §4 "Toasts" and §9. The unstyled entry is used everywhere because
 * the styled one injects an inline <style>; the stylesheet is imported by the host instead.
 */
import type { ToastContainerProps } from 'react-toastify/unstyled'
import { TOAST } from '@/lib/config/constants'

export type ToastType = (typeof TOAST.types)[number]
export const TOAST_TYPES: readonly ToastType[] = TOAST.types

export const TOAST_CONTAINER_OPTIONS = {
  position: TOAST.position,
  autoClose: TOAST.autoCloseMs,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  closeOnClick: true,
  draggable: true,
  draggableDirection: 'x',
  draggablePercent: TOAST.dragRemovalPercent,
  limit: TOAST.limit,
  newestOnTop: false,
  // The library labels its bar "notification timer" in English only; the bar still runs (it is the
  // timer that closes the toast), just invisible and hidden from assistive technology.
  hideProgressBar: true,
} as const satisfies ToastContainerProps

/** Problems interrupt a screen reader; confirmations and hints wait for a pause. */
export function toastRole(type: ToastType): 'alert' | 'status' {
  return type === 'error' || type === 'warning' ? 'alert' : 'status'
}

/**
 * Shows a toast; `message` is an already translated text (texts come from messages/). The library
 * loads with the first toast (the host loads after the page anyway), so features that may raise one
 * (wishlist, basket, add to cart) do not carry it in every page's first load.
 */
export function notify(type: ToastType, message: string): void {
  void import('react-toastify/unstyled').then(({ toast }) => toast(message, { type, role: toastRole(type) }))
}
