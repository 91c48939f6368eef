/**
 * Swipe-down-to-close of non-modal dialogs on touch (spec 02 §2, §9). Pure maths so the thresholds
 * are tested without a touch screen; the component only feeds coordinates and applies the offset.
 */
import { DIALOG } from '@/lib/config/constants'

export interface SwipeThresholds {
  /** Movement a finger may make before the sheet follows: taps and small jitters stay taps. */
  startPx: number
  /** Downward distance past which letting go closes the dialog. */
  closePx: number
}

export const DIALOG_SWIPE: SwipeThresholds = {
  startPx: DIALOG.swipeStartThresholdPx,
  closePx: DIALOG.swipeCloseThresholdPx,
}

/**
 * pending: finger down, direction not known yet; dragging: the sheet follows the finger;
 * ignored: the gesture is a scroll (sideways or upwards) and never becomes a swipe.
 */
export type SwipePhase = 'pending' | 'dragging' | 'ignored'

export interface SwipeState {
  phase: SwipePhase
  startX: number
  startY: number
  /** How far the sheet is moved down, in px; 0 unless dragging. */
  offset: number
}

export type SwipeOutcome = 'close' | 'snapBack' | 'none'

export function beginSwipe(x: number, y: number): SwipeState {
  return { phase: 'pending', startX: x, startY: y, offset: 0 }
}

export function moveSwipe(
  state: SwipeState,
  x: number,
  y: number,
  t: SwipeThresholds = DIALOG_SWIPE,
): SwipeState {
  if (state.phase === 'ignored') return state
  const dx = x - state.startX
  const dy = y - state.startY
  if (state.phase === 'pending') {
    const downwards = dy >= t.startPx && dy > Math.abs(dx)
    if (downwards) return { ...state, phase: 'dragging', offset: dy }
    const otherDirection = Math.max(Math.abs(dx), -dy) >= t.startPx
    return otherDirection ? { ...state, phase: 'ignored', offset: 0 } : state
  }
  // Once dragging, moving back up above the start pins the sheet in place rather than lifting it.
  return { ...state, offset: Math.max(0, dy) }
}

export function endSwipe(state: SwipeState, t: SwipeThresholds = DIALOG_SWIPE): SwipeOutcome {
  if (state.phase !== 'dragging') return 'none'
  return state.offset > t.closePx ? 'close' : 'snapBack'
}

/** The whole gesture from start to release, for tests and for replaying recorded paths. */
export function swipeOutcome(
  points: readonly (readonly [number, number])[],
  t: SwipeThresholds = DIALOG_SWIPE,
) {
  const [first, ...rest] = points
  if (!first) return 'none' as const
  const final = rest.reduce((state, [x, y]) => moveSwipe(state, x, y, t), beginSwipe(first[0], first[1]))
  return endSwipe(final, t)
}
