// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import type { Swiper } from 'swiper'
import { CarouselSlider } from '@/components/content/blocks/CarouselSlider'
import { SLIDER } from '@/lib/config/constants'
import {
  blok,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  expectNoScriptUrls,
  hostileLink,
  renderBlock,
  storyLink,
} from './ai-helpers'

const slide = (uid: string, headline: string, link: unknown = storyLink('kategorieseiten/kueche')) =>
  blok('card', uid, { headline, link })

const carousel = blok('carousel_slider', 'home-carousel', {
  headline: 'Inspiration für jeden Raum',
  slides: [
    slide('s-kueche', 'Küche'),
    slide('s-bad', 'Bad'),
    slide('s-wohnen', 'Wohnen'),
    slide('s-garten', 'Garten'),
  ],
  slides_mobile: '1.2',
  slides_tablet: 2,
  slides_desktop: '3',
  autoplay: true,
})

const swiperOf = (container: HTMLElement) =>
  (container.querySelector('.swiper') as HTMLElement & { swiper: Swiper }).swiper

// Swiper reads its breakpoints through matchMedia, which jsdom lacks.
beforeEach(() =>
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} })),
)
afterEach(() => vi.unstubAllGlobals())

describe('carousel slider block (spec 01 §2, spec 02 §9)', () => {
  it('renders every slide block through the registry in a labelled carousel', () => {
    renderBlock(CarouselSlider, carousel)
    expect(screen.getByRole('heading', { level: 2, name: 'Inspiration für jeden Raum' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Inspiration für jeden Raum' })).toHaveAttribute(
      'aria-roledescription',
      'Karussell',
    )
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Küche',
      'Bad',
      'Wohnen',
      'Garten',
    ])
  })

  it('hands slides per view and the spec defaults to the shared slider', () => {
    const { container } = renderBlock(CarouselSlider, carousel)
    const swiper = swiperOf(container)
    expect(swiper.params.breakpoints).toEqual({ 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } })
    expect(swiper.params.speed).toBe(SLIDER.speedMs)
    expect(swiper.params.autoplay).toMatchObject({ delay: SLIDER.autoplayDelayMs })
  })

  it('without a headline the carousel still has a name', () => {
    renderBlock(CarouselSlider, { ...carousel, headline: undefined })
    expect(screen.getByRole('region', { name: 'Karussell' })).toBeInTheDocument()
  })

  it('a javascript: link inside a slide does not become a link', () => {
    const { container } = renderBlock(CarouselSlider, {
      ...carousel,
      slides: [slide('evil', 'Böse', hostileLink)],
    })
    expect(screen.queryByRole('link')).toBeNull()
    expectNoScriptUrls(container)
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(CarouselSlider, carousel)
  })

  it('renders nothing without slides; wrong field types never throw', () => {
    const { container } = renderBlock(CarouselSlider, { ...carousel, slides: [] })
    expect(container).toBeEmptyDOMElement()
    expectGarbageIsHarmless(CarouselSlider, 'carousel_slider')
  })
})
