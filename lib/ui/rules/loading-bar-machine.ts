/**
 * The loading bar of spec 02 §2 "Root app" with the timings of §9, as a state machine:
 * idle ─start→ pending ─throttle→ running ─done→ finishing ─hide delay→ hiding ─reset delay→ idle.
 * A navigation that is done while still pending never shows the bar (the throttle).
 */
import { LOADING_BAR } from '@/lib/config/constants'

export type LoadingBarPhase = 'idle' | 'pending' | 'running' | 'finishing' | 'hiding'
export type LoadingBarTimerEvent = 'throttleElapsed' | 'hideElapsed' | 'resetElapsed'
export type LoadingBarEvent = 'start' | 'done' | LoadingBarTimerEvent

export interface LoadingBarTimings {
  durationMs: number
  throttleMs: number
  hideDelayMs: number
  resetDelayMs: number
}

export interface LoadingBarStep {
  phase: LoadingBarPhase
  /** The one timer to run after this step (any earlier one is cancelled); null: none. */
  timer: { event: LoadingBarTimerEvent; delayMs: number } | null
}

/** Returns null when the event does not apply in this phase (a repeated start, a stale timer). */
export function loadingBarTransition(
  phase: LoadingBarPhase,
  event: LoadingBarEvent,
  timings: LoadingBarTimings = LOADING_BAR,
): LoadingBarStep | null {
  const throttle = { event: 'throttleElapsed', delayMs: timings.throttleMs } as const
  switch (phase) {
    case 'idle':
      return event === 'start' ? { phase: 'pending', timer: throttle } : null
    case 'pending':
      if (event === 'done') return { phase: 'idle', timer: null }
      return event === 'throttleElapsed' ? { phase: 'running', timer: null } : null
    case 'running':
      return event === 'done'
        ? { phase: 'finishing', timer: { event: 'hideElapsed', delayMs: timings.hideDelayMs } }
        : null
    case 'finishing':
      if (event === 'start') return { phase: 'running', timer: null }
      return event === 'hideElapsed'
        ? { phase: 'hiding', timer: { event: 'resetElapsed', delayMs: timings.resetDelayMs } }
        : null
    case 'hiding':
      if (event === 'start') return { phase: 'pending', timer: throttle }
      return event === 'resetElapsed' ? { phase: 'idle', timer: null } : null
  }
}

export interface LoadingBarView {
  visible: boolean
  /** Fraction of the width; running heads for 0.9 over the duration, as the real end is unknown. */
  progress: number
  /** How long the bar takes to reach `progress`; 0 jumps without animation. */
  transitionMs: number
}

export const RUNNING_PROGRESS = 0.9
/** The final stretch to 100 % is quick: the page is already there. */
const FINISH_MS = 200

export function loadingBarView(
  phase: LoadingBarPhase,
  timings: LoadingBarTimings = LOADING_BAR,
): LoadingBarView {
  switch (phase) {
    case 'idle':
    case 'pending':
      return { visible: false, progress: 0, transitionMs: 0 }
    case 'running':
      return { visible: true, progress: RUNNING_PROGRESS, transitionMs: timings.durationMs }
    case 'finishing':
      return { visible: true, progress: 1, transitionMs: FINISH_MS }
    case 'hiding':
      return { visible: false, progress: 1, transitionMs: 0 }
  }
}
