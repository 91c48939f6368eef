/** The stack of open overlays behind the dialog registry (spec 02 §4 "Dialogs"), as pure functions. */
import type { DialogKind } from './dialog-kinds'

/** What the opener hands to a dialog (an article number, a basket line…); the dialog validates it. */
export type DialogProps = Readonly<Record<string, unknown>>

export interface OpenDialog {
  kind: DialogKind
  props: DialogProps
}

/** Open overlays, bottom first: the last entry is the one in front (spec 02 §4 "Dialogs"). */
export type DialogStack = readonly OpenDialog[]

export const EMPTY_STACK: DialogStack = []

/** Opens a kind on top; a kind that is already open moves to the top with its new props. */
export function pushDialog(stack: DialogStack, kind: DialogKind, props: DialogProps = {}): DialogStack {
  return [...stack.filter((entry) => entry.kind !== kind), { kind, props }]
}

/** Closes one kind wherever it sits; returns the same stack when it was not open. */
export function removeDialog(stack: DialogStack, kind: DialogKind): DialogStack {
  return stack.some((entry) => entry.kind === kind) ? stack.filter((entry) => entry.kind !== kind) : stack
}

export function popDialog(stack: DialogStack): DialogStack {
  return stack.length === 0 ? stack : stack.slice(0, -1)
}

export function topDialog(stack: DialogStack): DialogKind | undefined {
  return stack.at(-1)?.kind
}

export function isTopDialog(stack: DialogStack, kind: DialogKind): boolean {
  return topDialog(stack) === kind
}

export function isDialogOpen(stack: DialogStack, kind: DialogKind): boolean {
  return stack.some((entry) => entry.kind === kind)
}

/** 0 for the bottom overlay; -1 when closed. Drives the z-order of the rendered layers. */
export function stackIndex(stack: DialogStack, kind: DialogKind): number {
  return stack.findIndex((entry) => entry.kind === kind)
}
