import 'client-only'
/**
 * The visitor's consent in the browser (spec 02 §4 "Consent"): which services may run and whether the
 * banner is showing. Tracking, the tag manager, the analytics script and the country picker read it
 * here; the consent banner writes it.
 *
 * `phase`: 'pending' until the stored consent was read; 'open' while the banner (either layer) shows;
 * 'settled' once a valid consent exists or the banner was closed (the country picker waits for this).
 */
import { create } from 'zustand'
import type { ConsentStatuses } from '../rules/model'

export type ConsentPhase = 'pending' | 'open' | 'settled'

export interface ConsentStore {
  phase: ConsentPhase
  statuses: ConsentStatuses
  /** Which layer the banner shows when open: 1 (accept all / more info) or 2 (settings). */
  layer: 1 | 2
  settle: (statuses: ConsentStatuses) => void
  open: (layer: 1 | 2) => void
}

export const useConsentStore = create<ConsentStore>()((set) => ({
  phase: 'pending',
  statuses: {},
  layer: 1,
  settle: (statuses) => set({ phase: 'settled', statuses }),
  open: (layer) => set({ phase: 'open', layer }),
}))

/** Whether a service may run now (false while nothing is known). */
export function isServiceGranted(name: string): boolean {
  return useConsentStore.getState().statuses[name] === true
}

/** The same, as a hook: re-renders when the visitor changes their consent. */
export function useServiceGranted(name: string): boolean {
  return useConsentStore((s) => s.statuses[name] === true)
}

/** True once the consent is known and the banner is not showing (spec 02 §2: the country picker waits). */
export function useConsentSettled(): boolean {
  return useConsentStore((s) => s.phase === 'settled')
}

/** Reopens the consent settings (the footer's link). */
export function openConsentSettings() {
  useConsentStore.getState().open(2)
}

/** Calls `listener` with the statuses whenever they change, and once now if already settled. */
export function onConsentChange(listener: (statuses: ConsentStatuses) => void): () => void {
  const state = useConsentStore.getState()
  if (state.phase !== 'pending') listener(state.statuses)
  return useConsentStore.subscribe((next, previous) => {
    if (next.statuses !== previous.statuses) listener(next.statuses)
  })
}
