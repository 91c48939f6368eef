import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOADING_BAR } from '@/lib/config/constants'
import {
  RUNNING_PROGRESS,
  loadingBarTransition,
  loadingBarView,
  type LoadingBarEvent,
  type LoadingBarPhase,
  type LoadingBarStep,
} from '@/lib/ui/rules/loading-bar-machine'
import { useLoadingBarStore } from '@/lib/ui/client/loading-bar-store'

describe('spec 02 §9: loading bar timings', () => {
  it('duration 2000, throttle 200, hide delay 500, reset delay 400', () => {
    expect(LOADING_BAR).toEqual({ durationMs: 2000, throttleMs: 200, hideDelayMs: 500, resetDelayMs: 400 })
  })
})

describe('spec 02 §2 "Root app": loading bar state machine', () => {
  it.each<[LoadingBarPhase, LoadingBarEvent, LoadingBarStep | null]>([
    ['idle', 'start', { phase: 'pending', timer: { event: 'throttleElapsed', delayMs: 200 } }],
    ['idle', 'done', null],
    ['idle', 'throttleElapsed', null],
    ['pending', 'done', { phase: 'idle', timer: null }],
    ['pending', 'throttleElapsed', { phase: 'running', timer: null }],
    ['pending', 'start', null],
    ['running', 'done', { phase: 'finishing', timer: { event: 'hideElapsed', delayMs: 500 } }],
    ['running', 'start', null],
    ['running', 'hideElapsed', null],
    ['finishing', 'hideElapsed', { phase: 'hiding', timer: { event: 'resetElapsed', delayMs: 400 } }],
    ['finishing', 'start', { phase: 'running', timer: null }],
    ['finishing', 'done', null],
    ['hiding', 'resetElapsed', { phase: 'idle', timer: null }],
    ['hiding', 'start', { phase: 'pending', timer: { event: 'throttleElapsed', delayMs: 200 } }],
    ['hiding', 'throttleElapsed', null],
  ])('%s + %s', (phase, event, step) => {
    expect(loadingBarTransition(phase, event)).toEqual(step)
  })

  it.each<[LoadingBarPhase, boolean, number, number]>([
    ['idle', false, 0, 0],
    ['pending', false, 0, 0],
    ['running', true, RUNNING_PROGRESS, 2000],
    ['finishing', true, 1, 200],
    ['hiding', false, 1, 0],
  ])('view of %s: visible %s, progress %d over %i ms', (phase, visible, progress, transitionMs) => {
    expect(loadingBarView(phase)).toEqual({ visible, progress, transitionMs })
  })
})

describe('spec 02 §9: loading bar store with real timers', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    useLoadingBarStore.setState({ phase: 'idle' })
  })
  afterEach(() => vi.useRealTimers())

  const phase = () => useLoadingBarStore.getState().phase

  it('a navigation shorter than the 200 ms throttle never shows the bar', () => {
    useLoadingBarStore.getState().start()
    vi.advanceTimersByTime(199)
    useLoadingBarStore.getState().done()
    expect(phase()).toBe('idle')
    vi.advanceTimersByTime(1000)
    expect(phase()).toBe('idle')
  })

  it('a slow navigation shows, finishes, hides after 500 ms and resets after 400 ms more', () => {
    useLoadingBarStore.getState().start()
    vi.advanceTimersByTime(200)
    expect(phase()).toBe('running')
    vi.advanceTimersByTime(5000)
    expect(phase()).toBe('running')
    useLoadingBarStore.getState().done()
    expect(phase()).toBe('finishing')
    vi.advanceTimersByTime(499)
    expect(phase()).toBe('finishing')
    vi.advanceTimersByTime(1)
    expect(phase()).toBe('hiding')
    vi.advanceTimersByTime(399)
    expect(phase()).toBe('hiding')
    vi.advanceTimersByTime(1)
    expect(phase()).toBe('idle')
  })

  it('a new navigation while finishing keeps the bar running', () => {
    const { start, done } = useLoadingBarStore.getState()
    start()
    vi.advanceTimersByTime(200)
    done()
    vi.advanceTimersByTime(300)
    start()
    vi.advanceTimersByTime(1000)
    expect(phase()).toBe('running')
  })
})
