import 'client-only'
/** The loading bar's state in the browser: ../rules/loading-bar-machine.ts driven by real timers. */
import { create } from 'zustand'
import { LOADING_BAR } from '@/lib/config/constants'
import {
  loadingBarTransition,
  type LoadingBarEvent,
  type LoadingBarPhase,
} from '../rules/loading-bar-machine'

export interface LoadingBarStore {
  phase: LoadingBarPhase
  /** A client navigation (or any slow client action) begins. */
  start: () => void
  /** It is over: the new route rendered. */
  done: () => void
}

/** Runs the pure machine with real timers; other features may call start/done around slow work. */
export const useLoadingBarStore = create<LoadingBarStore>()((set, get) => {
  let timer: ReturnType<typeof setTimeout> | undefined

  function dispatch(event: LoadingBarEvent) {
    const step = loadingBarTransition(get().phase, event, LOADING_BAR)
    if (!step) return
    clearTimeout(timer)
    timer = undefined
    set({ phase: step.phase })
    const next = step.timer
    if (next) timer = setTimeout(() => dispatch(next.event), next.delayMs)
  }

  return { phase: 'idle', start: () => dispatch('start'), done: () => dispatch('done') }
})
