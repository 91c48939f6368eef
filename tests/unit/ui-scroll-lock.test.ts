// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  SCROLLBAR_COMPENSATION_VAR,
  activeScrollLocks,
  lockScroll,
  lockedBodyStyle,
  unlockScroll,
} from '@/lib/ui/client/scroll-lock'

describe('spec 02 §2: open dialogs lock page scrolling', () => {
  it.each<[number, number, string]>([
    [0, 0, ''],
    [15, 0, '15px'],
    [15, 8, '23px'],
    [-3, 8, ''],
  ])('scrollbar %i px, padding %i px → padding-right %j', (scrollbar, padding, paddingRight) => {
    expect(lockedBodyStyle(scrollbar, padding)).toEqual({ overflow: 'hidden', paddingRight })
  })

  afterEach(() => {
    while (activeScrollLocks() > 0) unlockScroll(document)
    document.body.removeAttribute('style')
  })

  it('compensates the scrollbar width and restores the body on the last unlock', () => {
    document.body.style.paddingRight = '4px'
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 })
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1009 })
    lockScroll(document)
    expect(document.body.style.overflow).toBe('hidden')
    expect(document.body.style.paddingRight).toBe('19px')
    expect(document.documentElement.style.getPropertyValue(SCROLLBAR_COMPENSATION_VAR)).toBe('15px')
    lockScroll(document)
    unlockScroll(document)
    expect(document.body.style.overflow).toBe('hidden')
    unlockScroll(document)
    expect(document.body.style.overflow).toBe('')
    expect(document.body.style.paddingRight).toBe('4px')
    expect(document.documentElement.style.getPropertyValue(SCROLLBAR_COMPENSATION_VAR)).toBe('')
    unlockScroll(document)
    expect(activeScrollLocks()).toBe(0)
  })
})
