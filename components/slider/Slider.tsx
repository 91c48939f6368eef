'use client'

/**
 * The one slider of the shop (spec 02 §9 defaults): swipe, previous/next buttons, arrow keys, optional
 * pagination, autoplay and loop. Reduced motion means no autoplay and no slide animation.
 */
import {
  Children,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useTranslations } from 'next-intl'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Autoplay, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/a11y'
import 'swiper/css/pagination'
import { SLIDER } from '@/lib/config/constants'
import {
  autoWidthCss,
  maxVisibleSlides,
  preInitCss,
  sliderSteps,
  swiperBreakpoints,
  type SlidesPerView,
} from './layout'
import { useReducedMotion } from './useReducedMotion'
import { useSwiperA11y } from './useSwiperA11y'
import styles from './Slider.module.css'

export type { SlidesPerView } from './layout'

export interface SliderProps {
  /** Already translated; names the carousel region. */
  ariaLabel: string
  /** Per breakpoint, or 'auto': each slide as wide as its content. */
  slidesPerView: SlidesPerView | 'auto'
  spaceBetween?: number
  autoplay?: boolean
  loop?: boolean
  navigation?: boolean
  pagination?: boolean
  children: ReactNode[]
  className?: string
  /** Controlled slide (e.g. a gallery's thumbnails): the slider moves there when it changes. */
  activeIndex?: number
  /** Told the slide index after every change, by swipe, buttons or keys. */
  onActiveIndexChange?: (index: number) => void
}

// Keys that move a slider; typing into a field inside a slide must not.
const EDITABLE = 'input, textarea, select, [contenteditable="true"]'

export function Slider({
  ariaLabel,
  slidesPerView,
  spaceBetween = 0,
  autoplay = false,
  loop = false,
  navigation = true,
  pagination = false,
  children,
  className,
  activeIndex,
  onActiveIndexChange,
}: SliderProps) {
  const t = useTranslations('blocks.slider')
  const reduced = useReducedMotion()
  const id = useId()
  const wrapperId = `${id}-slides`
  const slides = Children.toArray(children)
  const auto = slidesPerView === 'auto'
  const steps = useMemo(() => sliderSteps(auto ? 1 : slidesPerView), [auto, slidesPerView])
  const { slidesPerView: base, breakpoints } = useMemo(() => swiperBreakpoints(steps), [steps])
  // Loop clones need a known number of visible slides; content-wide slides have none.
  const canLoop = loop && !auto && slides.length >= maxVisibleSlides(steps) * 2
  const canAutoplay = autoplay && slides.length > 1

  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [edges, setEdges] = useState({ beginning: true, end: slides.length <= 1, locked: slides.length <= 1 })
  const [userPaused, setUserPaused] = useState(false)
  const [focusPaused, setFocusPaused] = useState(false)
  const resizeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const autoplayParams = useMemo(
    () =>
      canAutoplay
        ? { delay: SLIDER.autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
        : false,
    [canAutoplay],
  )
  const messages = useSwiperA11y()
  const a11y = useMemo(() => ({ ...messages, id: wrapperId, scrollOnFocus: true }), [messages, wrapperId])

  const moving = canAutoplay && !reduced && !userPaused && !focusPaused

  // Autoplay is switched here rather than by re-creating Swiper: the preference arrives after hydration.
  useEffect(() => {
    if (!swiper || swiper.destroyed || !canAutoplay) return
    if (moving) swiper.autoplay.start()
    else swiper.autoplay.stop()
  }, [swiper, canAutoplay, moving])

  // Spec 02 §9: autoplay resumes 500 ms after a resize, not in the middle of the layout change.
  useEffect(() => {
    if (!swiper || !canAutoplay) return
    const onResize = () => {
      if (!swiper.autoplay.running) return
      swiper.autoplay.pause()
      clearTimeout(resizeTimer.current)
      resizeTimer.current = setTimeout(() => {
        if (!swiper.destroyed && swiper.autoplay.running) swiper.autoplay.resume()
      }, SLIDER.autoplayResumeAfterResizeMs)
    }
    swiper.on('resize', onResize)
    return () => {
      clearTimeout(resizeTimer.current)
      if (!swiper.destroyed) swiper.off('resize', onResize)
    }
  }, [swiper, canAutoplay])

  useEffect(() => {
    if (!swiper || swiper.destroyed || activeIndex === undefined || swiper.realIndex === activeIndex) return
    if (canLoop) swiper.slideToLoop(activeIndex, reduced ? 0 : undefined)
    else swiper.slideTo(activeIndex, reduced ? 0 : undefined)
  }, [swiper, activeIndex, canLoop, reduced])

  const syncEdges = (instance: SwiperInstance) =>
    setEdges({ beginning: instance.isBeginning, end: instance.isEnd, locked: instance.isLocked })
  const onSlideChange = (instance: SwiperInstance) => {
    syncEdges(instance)
    onActiveIndexChange?.(instance.realIndex)
  }

  const previous = () => (reduced ? swiper?.slidePrev(0) : swiper?.slidePrev())
  const next = () => (reduced ? swiper?.slideNext(0) : swiper?.slideNext())

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest(EDITABLE)) return
    if (event.key === 'ArrowLeft') previous()
    else if (event.key === 'ArrowRight') next()
    else return
    event.preventDefault()
  }

  // Keyboard and screen-reader users get the slider to themselves while they are inside it (WCAG 2.2.2).
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusPaused(false)
  }

  // WCAG 2.4.1 / issue 14 item 13: keyboard users jump past a slider's cards instead of tabbing through them.
  const afterRef = useRef<HTMLSpanElement>(null)
  const skip = () => afterRef.current?.focus()

  const selector = `[data-slider="${id}"]`
  // Swiper gives its wrapper the id when it starts (a11y module): before that the buttons control nothing
  // that exists, and a reference to a missing id is an invalid one (axe on the page before its bundles).
  const controls = swiper ? wrapperId : undefined
  const showNavigation = navigation && !edges.locked

  return (
    <section
      className={[styles.slider, className].filter(Boolean).join(' ')}
      aria-label={ariaLabel}
      aria-roledescription={t('roleDescription')}
      onKeyDown={onKeyDown}
      onFocus={() => setFocusPaused(true)}
      onBlur={onBlur}
    >
      <style>{auto ? autoWidthCss(selector, spaceBetween) : preInitCss(selector, steps, spaceBetween)}</style>
      {slides.length > 1 && (
        <button type="button" className={styles.skip} onClick={skip} data-slider-skip="">
          {t('skip')}
        </button>
      )}
      {(showNavigation || (canAutoplay && !reduced)) && (
        <div className={styles.controls}>
          {canAutoplay && !reduced && (
            <button
              type="button"
              className={styles.control}
              aria-pressed={userPaused}
              aria-label={t('pause')}
              onClick={() => setUserPaused((paused) => !paused)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {userPaused ? <path d="M8 5.5v13l10-6.5z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
              </svg>
            </button>
          )}
          {showNavigation && (
            <>
              <button
                type="button"
                className={styles.control}
                aria-label={t('previous')}
                aria-controls={controls}
                disabled={!canLoop && edges.beginning}
                onClick={previous}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M15 5l-7 7 7 7" />
                </svg>
              </button>
              <button
                type="button"
                className={styles.control}
                aria-label={t('next')}
                aria-controls={controls}
                disabled={!canLoop && edges.end}
                onClick={next}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M9 5l7 7-7 7" />
                </svg>
              </button>
            </>
          )}
        </div>
      )}
      <Swiper
        data-slider={id}
        className={styles.swiper}
        modules={[A11y, Autoplay, Pagination]}
        slidesPerView={auto ? 'auto' : base}
        breakpoints={auto ? undefined : breakpoints}
        spaceBetween={spaceBetween}
        loop={canLoop}
        speed={reduced ? 0 : SLIDER.speedMs}
        threshold={SLIDER.thresholdPx}
        touchAngle={SLIDER.touchAngle}
        longSwipesMs={SLIDER.longSwipesMs}
        longSwipesRatio={SLIDER.longSwipesRatio}
        resistanceRatio={SLIDER.resistanceRatio}
        autoplay={autoplayParams}
        a11y={a11y}
        pagination={pagination ? { clickable: true } : false}
        onSwiper={(instance) => {
          setSwiper(instance)
          syncEdges(instance)
        }}
        onSlideChange={onSlideChange}
        onReachBeginning={syncEdges}
        onReachEnd={syncEdges}
        onFromEdge={syncEdges}
        onLock={syncEdges}
        onUnlock={syncEdges}
        onBreakpoint={syncEdges}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={(slide as { key?: string | null }).key ?? index} className={styles.slide}>
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      <span ref={afterRef} tabIndex={-1} className={styles.after} data-slider-end="" />
    </section>
  )
}
