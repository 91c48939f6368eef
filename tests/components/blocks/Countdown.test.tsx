// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { Countdown } from '@/components/content/blocks/Countdown'
import {
  blok,
  context,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  renderBlock,
} from './ai-helpers'

const countdown = blok('countdown', 'sommer-countdown', {
  headline: 'Sommer-Sale endet bald',
  text: 'Jetzt noch zugreifen.',
  date_from: '2025-06-01 00:00',
  date_to: '2025-06-03 21:59',
})

const NOW = new Date('2025-06-01T10:00:00Z')
const units = (container: HTMLElement) => [...container.querySelectorAll('li')].map((li) => li.textContent)

afterEach(() => vi.useRealTimers())

describe('countdown block (spec 01 §3)', () => {
  it('the server renders the time left and the end in the market time zone', () => {
    vi.useFakeTimers({ now: NOW })
    const { container } = renderBlock(Countdown, countdown, context({ now: NOW }))
    expect(screen.getByRole('heading', { level: 2, name: 'Sommer-Sale endet bald' })).toBeInTheDocument()
    expect(screen.getByRole('timer', { name: 'Verbleibende Zeit bis zum Aktionsende' })).toBeInTheDocument()
    // 2 d 11 h 59 min 0 s until 21:59 UTC on the 3rd.
    expect(units(container)).toEqual(['2Tage', '11Std.', '59Min.', '00Sek.'])
    const time = container.querySelector('time')
    expect(time).toHaveAttribute('datetime', '2025-06-03T21:59:00.000Z')
    // Berlin is UTC+2 in June: the shopper reads 23:59.
    expect(time).toHaveTextContent('03.06.2025, 23:59')
  })

  it('reads the end in each market’s own zone', () => {
    vi.useFakeTimers({ now: NOW })
    const { container } = renderBlock(
      Countdown,
      { ...countdown, date_to: '2025-06-03 22:00' },
      context({ now: NOW, marketCode: 'nl-nl', language: 'nl' }),
    )
    expect(container.querySelector('time')).toHaveTextContent('4 jun 2025, 00:00')
  })

  it('words the day count by the plural rule: "1 Tag", "2 Tage"', () => {
    const now = new Date('2025-06-02T10:00:00Z')
    vi.useFakeTimers({ now })
    const { container } = renderBlock(Countdown, countdown, context({ now }))
    expect(units(container)[0]).toBe('1Tag')
  })

  it('ticks every second in the browser and stops at zero', () => {
    const now = new Date('2025-06-03T21:57:58Z')
    vi.useFakeTimers({ now })
    const { container } = renderBlock(Countdown, countdown, context({ now }))
    expect(units(container)).toEqual(['0Tage', '00Std.', '01Min.', '02Sek.'])
    act(() => vi.advanceTimersByTime(1000))
    expect(units(container)).toEqual(['0Tage', '00Std.', '01Min.', '01Sek.'])
    act(() => vi.advanceTimersByTime(61_001))
    expect(screen.getByRole('status')).toHaveTextContent('Die Aktion ist beendet.')
    expect(container.querySelectorAll('li')).toHaveLength(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('counts against the browser clock when the page came from a cache', () => {
    const rendered = new Date('2025-06-01T10:00:00Z')
    vi.useFakeTimers({ now: new Date('2025-06-03T21:58:00Z') })
    const { container } = renderBlock(Countdown, countdown, context({ now: rendered }))
    act(() => vi.advanceTimersByTime(0))
    expect(units(container)).toEqual(['0Tage', '00Std.', '01Min.', '00Sek.'])
  })

  it('shows only while the campaign is visible', () => {
    for (const now of ['2025-05-31T23:59:59Z', '2025-06-03T21:59:01Z']) {
      const { container, unmount } = renderBlock(Countdown, countdown, context({ now: new Date(now) }))
      expect(container).toBeEmptyDOMElement()
      unmount()
    }
    const { container } = renderBlock(Countdown, { ...countdown, date_to: '' }, context({ now: NOW }))
    expect(container).toBeEmptyDOMElement()
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(Countdown, countdown, { now: NOW })
  })

  it('wrong field types never throw', () => {
    expectGarbageIsHarmless(Countdown, 'countdown')
  })
})
