/**
 * Slides per view of a slider (spec 02 §9), from one number or a map of breakpoints, turned into
 * Swiper's `breakpoints` and into the CSS that gives slides their width before Swiper has started
 * (server render, first paint), so a slider does not jump when it initialises.
 */
import { SLIDER_BREAKPOINTS } from '@/lib/config/constants'

export type SliderBreakpointName = keyof typeof SLIDER_BREAKPOINTS

/**
 * A number, or slides per view from a minimum viewport width on: px keys (`768`), the named slider
 * breakpoints of spec 02 §9 (`md`), and `base` for the smallest screens (1 when not given).
 */
export type SlidesPerView =
  | number
  | Readonly<{ [minWidthPx: number]: number } & Partial<Record<SliderBreakpointName | 'base', number>>>

export interface SliderStep {
  /** Minimum viewport width in px; 0 is the base. */
  minWidth: number
  slides: number
}

/** More than this many slides side by side is a configuration mistake, not a layout. */
export const MAX_SLIDES_PER_VIEW = 12

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= MAX_SLIDES_PER_VIEW

function minWidthOf(key: string): number | null {
  if (key === 'base') return 0
  if (Object.hasOwn(SLIDER_BREAKPOINTS, key)) return SLIDER_BREAKPOINTS[key as SliderBreakpointName]
  return /^\d+$/.test(key) ? Number(key) : null
}

/**
 * The steps of a slider, ascending by width, starting at 0. Keys and counts that make no sense are left
 * out; when two keys name the same width, the later one wins.
 */
export function sliderSteps(slidesPerView: SlidesPerView): SliderStep[] {
  if (typeof slidesPerView === 'number')
    return [{ minWidth: 0, slides: isCount(slidesPerView) ? slidesPerView : 1 }]
  const byWidth = new Map<number, number>([[0, 1]])
  for (const [key, value] of Object.entries(slidesPerView)) {
    const minWidth = minWidthOf(key)
    if (minWidth !== null && isCount(value)) byWidth.set(minWidth, value)
  }
  return [...byWidth].sort(([a], [b]) => a - b).map(([minWidth, slides]) => ({ minWidth, slides }))
}

/** Swiper's `slidesPerView` (the base) and `breakpoints` (the wider steps). */
export function swiperBreakpoints(steps: readonly SliderStep[]) {
  const breakpoints: Record<number, { slidesPerView: number }> = {}
  for (const step of steps) if (step.minWidth > 0) breakpoints[step.minWidth] = { slidesPerView: step.slides }
  return { slidesPerView: steps[0]?.slides ?? 1, breakpoints }
}

/** The widest view: loop mode needs at least twice as many slides as are visible at once. */
export const maxVisibleSlides = (steps: readonly SliderStep[]) =>
  Math.ceil(Math.max(1, ...steps.map((step) => step.slides)))

const px = (value: number) => `${Math.round(value * 100) / 100}px`

/**
 * Slides as wide as their content (`slidesPerView: 'auto'`: chips and text links, whose words must not
 * break): Swiper measures each slide, so the width stays the content's before and after it starts.
 */
export function autoWidthCss(selector: string, spaceBetween: number): string {
  const gap = Number.isFinite(spaceBetween) && spaceBetween > 0 ? spaceBetween : 0
  return (
    `${selector} .swiper-slide{width:auto}` +
    `${selector}:not(.swiper-initialized) .swiper-slide{margin-inline-end:${px(gap)}}`
  )
}

/**
 * Slide widths before Swiper starts, matching what Swiper will set: `(100% - gaps) / slides`. Only
 * numbers reach the CSS, so content can never inject into it. `selector` must be a safe attribute
 * selector built by the caller.
 */
export function preInitCss(selector: string, steps: readonly SliderStep[], spaceBetween: number): string {
  const gap = Number.isFinite(spaceBetween) && spaceBetween > 0 ? spaceBetween : 0
  return steps
    .map(({ minWidth, slides }) => {
      const gaps = Math.max(0, Math.ceil(slides) - 1) * gap
      const width = `calc((100% - ${px(gaps)}) / ${Math.round(slides * 100) / 100})`
      const rule = `${selector}:not(.swiper-initialized) .swiper-slide{width:${width};margin-inline-end:${px(gap)}}`
      return minWidth > 0 ? `@media (min-width:${minWidth}px){${rule}}` : rule
    })
    .join('')
}
