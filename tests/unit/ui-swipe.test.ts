import { describe, expect, it } from 'vitest'
import { DIALOG } from '@/lib/config/constants'
import { DIALOG_SWIPE, beginSwipe, endSwipe, moveSwipe, swipeOutcome } from '@/lib/ui/rules/swipe'

type Point = readonly [number, number]
const down = (...ys: number[]): Point[] => [[100, 200], ...ys.map((y): Point => [100, 200 + y])]

describe('spec 02 §9: swipe thresholds', () => {
  it('start after 10 px, close past 70 px', () => {
    expect(DIALOG_SWIPE).toEqual({
      startPx: DIALOG.swipeStartThresholdPx,
      closePx: DIALOG.swipeCloseThresholdPx,
    })
    expect(DIALOG_SWIPE).toEqual({ startPx: 10, closePx: 70 })
  })
})

describe('spec 02 §2: swipe down to close a non-modal dialog', () => {
  it.each<[string, Point[], string]>([
    ['a tap', down(), 'none'],
    ['a jitter below the start threshold', down(4, 9), 'none'],
    ['exactly the start threshold starts dragging', down(10), 'snapBack'],
    ['40 px snaps back', down(20, 40), 'snapBack'],
    ['exactly 70 px is not past the threshold', down(30, 70), 'snapBack'],
    ['71 px closes', down(30, 71), 'close'],
    ['100 px closes', down(20, 60, 100), 'close'],
    ['down 100 then back to 30 snaps back', down(50, 100, 30), 'snapBack'],
    ['dragging above the start pins at 0 and snaps back', down(20, -40), 'snapBack'],
    ['upwards is a scroll, never a swipe', down(-15, 90), 'none'],
    [
      'sideways first is a horizontal scroll, never a swipe',
      [
        [100, 200],
        [130, 205],
        [130, 300],
      ],
      'none',
    ],
    [
      'diagonal mostly downwards is a swipe',
      [
        [100, 200],
        [110, 230],
        [120, 290],
      ],
      'close',
    ],
    ['no points at all', [], 'none'],
  ])('%s → %s', (_, points, outcome) => {
    expect(swipeOutcome(points)).toBe(outcome)
  })

  it.each<[number, number, string]>([
    [5, 0, 'pending'],
    [10, 10, 'dragging'],
    [45, 45, 'dragging'],
  ])('moving %i px down: offset %i, phase %s', (dy, offset, phase) => {
    const state = moveSwipe(beginSwipe(0, 0), 0, dy)
    expect(state).toMatchObject({ phase, offset })
  })

  it('ignored gestures stay ignored', () => {
    const ignored = moveSwipe(beginSwipe(0, 0), 50, 0)
    expect(ignored.phase).toBe('ignored')
    expect(moveSwipe(ignored, 50, 200)).toBe(ignored)
    expect(endSwipe(ignored)).toBe('none')
  })

  it('honours other thresholds', () => {
    const t = { startPx: 5, closePx: 20 }
    expect(swipeOutcome(down(6, 21), t)).toBe('close')
    expect(swipeOutcome(down(6, 20), t)).toBe('snapBack')
  })
})
