import 'client-only'
/**
 * The dialog registry of spec 02 §4: one stack of open overlays for the whole tab. The server never
 * opens a dialog, so the shared module instance only ever holds the empty stack there.
 */
import { create } from 'zustand'
import type { DialogKind } from '../rules/dialog-kinds'
import {
  EMPTY_STACK,
  isDialogOpen,
  isTopDialog,
  popDialog,
  pushDialog,
  removeDialog,
  stackIndex,
  type DialogProps,
  type DialogStack,
} from '../rules/dialog-stack'

export { DIALOG_KINDS, DIALOG_KIND_NAMES, dialogDefinition } from '../rules/dialog-kinds'
export type { DialogKind, DialogPosition, DialogKindDefinition } from '../rules/dialog-kinds'
export type { DialogProps, DialogStack, OpenDialog } from '../rules/dialog-stack'

export interface DialogRegistry {
  stack: DialogStack
  open: (kind: DialogKind, props?: DialogProps) => void
  close: (kind: DialogKind) => void
  closeTop: () => void
  isTop: (kind: DialogKind) => boolean
  isOpen: (kind: DialogKind) => boolean
}

export const useDialogStore = create<DialogRegistry>()((set, get) => ({
  stack: EMPTY_STACK,
  open: (kind, props) => set((state) => ({ stack: pushDialog(state.stack, kind, props) })),
  close: (kind) => set((state) => ({ stack: removeDialog(state.stack, kind) })),
  closeTop: () => set((state) => ({ stack: popDialog(state.stack) })),
  isTop: (kind) => isTopDialog(get().stack, kind),
  isOpen: (kind) => isDialogOpen(get().stack, kind),
}))

export function useIsDialogOpen(kind: DialogKind): boolean {
  return useDialogStore((state) => isDialogOpen(state.stack, kind))
}

export function useIsTopDialog(kind: DialogKind): boolean {
  return useDialogStore((state) => isTopDialog(state.stack, kind))
}

export function useDialogLayer(kind: DialogKind): number {
  return useDialogStore((state) => stackIndex(state.stack, kind))
}

const NO_PROPS: DialogProps = {}

export function useDialogProps(kind: DialogKind): DialogProps {
  return useDialogStore((state) => state.stack.find((entry) => entry.kind === kind)?.props ?? NO_PROPS)
}

export function useAnyDialogOpen(): boolean {
  return useDialogStore((state) => state.stack.length > 0)
}
