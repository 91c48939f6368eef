// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { Slider } from '@/components/slider/Slider'
import {
  autoWidthCss,
  maxVisibleSlides,
  preInitCss,
  sliderSteps,
  swiperBreakpoints,
} from '@/components/slider/layout'
import { SLIDER } from '@/lib/config/constants'
import { renderWithIntl } from './intl'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** jsdom lays nothing out; Swiper measures its container, so give it a width. */
function stubWidth(px: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(px)
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
}

const cards = (count: number) =>
  Array.from({ length: count }, (_, i) => (
    <a key={`card-${i}`} href={`/de/p/topf-${i}/`}>
      Topf {i + 1}
    </a>
  ))

const swiperOf = (container: HTMLElement) =>
  (container.querySelector('.swiper') as HTMLElement & { swiper: import('swiper').Swiper }).swiper

describe('slider layout (spec 02 §9 breakpoints)', () => {
  it.each([
    ['a number', 2, [{ minWidth: 0, slides: 2 }]],
    [
      'px keys with base',
      { base: 2, 768: 3.1, 1024: 4.3, 1440: 6.2 },
      [
        { minWidth: 0, slides: 2 },
        { minWidth: 768, slides: 3.1 },
        { minWidth: 1024, slides: 4.3 },
        { minWidth: 1440, slides: 6.2 },
      ],
    ],
    [
      'named slider breakpoints',
      { md: 2, xl: 4 },
      [
        { minWidth: 0, slides: 1 },
        { minWidth: 768, slides: 2 },
        { minWidth: 1200, slides: 4 },
      ],
    ],
    ['nonsense counts fall back to one', { base: -1, 640: 0, 900: Number.NaN }, [{ minWidth: 0, slides: 1 }]],
    ['an invalid number', 0, [{ minWidth: 0, slides: 1 }]],
  ])('%s', (_, input, expected) => {
    expect(sliderSteps(input as never)).toEqual(expected)
  })

  it('turns the steps into Swiper breakpoints and a loop threshold', () => {
    const steps = sliderSteps({ base: 2, 768: 3.1 })
    expect(swiperBreakpoints(steps)).toEqual({
      slidesPerView: 2,
      breakpoints: { 768: { slidesPerView: 3.1 } },
    })
    expect(maxVisibleSlides(steps)).toBe(4)
  })

  it('pre-sizes slides before Swiper starts, numbers only', () => {
    const css = preInitCss('[data-slider="x"]', sliderSteps({ base: 2, 768: 3.5 }), 12)
    expect(css).toContain(
      '[data-slider="x"]:not(.swiper-initialized) .swiper-slide{width:calc((100% - 12px) / 2)',
    )
    expect(css).toContain('@media (min-width:768px){')
    expect(css).toContain('calc((100% - 36px) / 3.5)')
  })

  it('keeps content-wide slides content-wide before and after Swiper starts (chips, issue: no word breaks)', () => {
    const css = autoWidthCss('[data-slider="x"]', 12)
    expect(css).toContain('[data-slider="x"] .swiper-slide{width:auto}')
    expect(css).toContain('[data-slider="x"]:not(.swiper-initialized) .swiper-slide{margin-inline-end:12px}')
    expect(css).not.toContain('calc(')
  })
})

describe('Slider (spec 02 §9)', () => {
  it('renders every slide inside a labelled carousel region', () => {
    stubReducedMotion(false)
    stubWidth(400)
    renderWithIntl(
      <Slider ariaLabel="Beliebte Produkte" slidesPerView={2}>
        {cards(4)}
      </Slider>,
    )
    const region = screen.getByRole('region', { name: 'Beliebte Produkte' })
    expect(region).toHaveAttribute('aria-roledescription', 'Karussell')
    expect(screen.getAllByRole('link')).toHaveLength(4)
    expect(screen.getByRole('button', { name: 'Zurück blättern' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Weiter blättern' })).toBeEnabled()
  })

  it('applies the spec defaults to Swiper', () => {
    stubReducedMotion(false)
    const { container } = renderWithIntl(
      <Slider ariaLabel="Produkte" slidesPerView={{ base: 2, 768: 3.1 }} spaceBetween={8}>
        {cards(6)}
      </Slider>,
    )
    const params = swiperOf(container).params
    expect(params.speed).toBe(SLIDER.speedMs)
    expect(params.threshold).toBe(SLIDER.thresholdPx)
    expect(params.touchAngle).toBe(SLIDER.touchAngle)
    expect(params.longSwipesMs).toBe(SLIDER.longSwipesMs)
    expect(params.longSwipesRatio).toBe(SLIDER.longSwipesRatio)
    expect(params.resistanceRatio).toBe(SLIDER.resistanceRatio)
    expect(params.spaceBetween).toBe(8)
    expect(params.breakpoints).toEqual({ 768: { slidesPerView: 3.1 } })
  })

  it('moves with the buttons and the arrow keys', () => {
    stubReducedMotion(false)
    stubWidth(400)
    const { container } = renderWithIntl(
      <Slider ariaLabel="Produkte" slidesPerView={1}>
        {cards(3)}
      </Slider>,
    )
    const swiper = swiperOf(container)
    const slideNext = vi.spyOn(swiper, 'slideNext')
    const slidePrev = vi.spyOn(swiper, 'slidePrev')
    fireEvent.click(screen.getByRole('button', { name: 'Weiter blättern' }))
    expect(slideNext).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(screen.getAllByRole('link')[0] as HTMLElement, { key: 'ArrowRight' })
    expect(slideNext).toHaveBeenCalledTimes(2)
    fireEvent.keyDown(screen.getAllByRole('link')[0] as HTMLElement, { key: 'ArrowLeft' })
    expect(slidePrev).toHaveBeenCalledTimes(1)
  })

  it('autoplays with the spec delay and offers a pause button', () => {
    stubReducedMotion(false)
    const { container } = renderWithIntl(
      <Slider ariaLabel="Aktionen" slidesPerView={1} autoplay>
        {cards(3)}
      </Slider>,
    )
    const swiper = swiperOf(container)
    expect(swiper.params.autoplay).toMatchObject({ delay: SLIDER.autoplayDelayMs })
    expect(swiper.autoplay.running).toBe(true)
    const pause = screen.getByRole('button', { name: 'Automatisches Blättern anhalten' })
    fireEvent.click(pause)
    expect(pause).toHaveAttribute('aria-pressed', 'true')
    fireEvent.blur(pause)
    expect(swiper.autoplay.running).toBe(false)
  })

  it('resumes autoplay 500 ms after a resize', () => {
    stubReducedMotion(false)
    vi.useFakeTimers()
    const { container } = renderWithIntl(
      <Slider ariaLabel="Aktionen" slidesPerView={1} autoplay>
        {cards(3)}
      </Slider>,
    )
    const swiper = swiperOf(container)
    const resume = vi.spyOn(swiper.autoplay, 'resume')
    act(() => swiper.emit('resize'))
    expect(swiper.autoplay.paused).toBe(true)
    act(() => vi.advanceTimersByTime(SLIDER.autoplayResumeAfterResizeMs - 1))
    expect(resume).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(resume).toHaveBeenCalledTimes(1)
  })

  it('with reduced motion: no autoplay, no pause button, no slide animation', () => {
    stubReducedMotion(true)
    const { container } = renderWithIntl(
      <Slider ariaLabel="Aktionen" slidesPerView={1} autoplay>
        {cards(3)}
      </Slider>,
    )
    const swiper = swiperOf(container)
    expect(swiper.autoplay.running).toBe(false)
    expect(swiper.params.speed).toBe(0)
    expect(screen.queryByRole('button', { name: 'Automatisches Blättern anhalten' })).toBeNull()
  })

  it('loops only with enough slides, and hides the buttons when there is nothing to move', () => {
    stubReducedMotion(false)
    const { container } = renderWithIntl(
      <Slider ariaLabel="Eins" slidesPerView={2} loop>
        {cards(1)}
      </Slider>,
    )
    expect(swiperOf(container).params.loop).toBe(false)
    expect(screen.queryByRole('button', { name: 'Weiter blättern' })).toBeNull()
  })
})
