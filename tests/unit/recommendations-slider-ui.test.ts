import { describe, expect, it } from 'vitest'
import { lastSeenCookieAssignment } from '@/components/recommendations/last-seen-cookie'
import { recommendationSliderSettings } from '@/components/recommendations/slider-settings'
import { sliderSteps } from '@/components/slider/layout'

describe('recommendation slider settings (spec 02 §9)', () => {
  it('a page slider: 2 slides, 3.1 at 768, 4.3 at 1024, 6.2 at 1440, edge offset 16', () => {
    const settings = recommendationSliderSettings('page', false)
    expect(sliderSteps(settings.slidesPerView)).toEqual([
      { minWidth: 0, slides: 2 },
      { minWidth: 768, slides: 3.1 },
      { minWidth: 1024, slides: 4.3 },
      { minWidth: 1440, slides: 6.2 },
    ])
    expect(settings.edgeOffset).toBe(16)
  })

  it.each([
    [false, 8],
    [true, 12],
  ])('a page slider on a wide (≥ 768) screen %s: spacing %i', (wide, spacing) => {
    expect(recommendationSliderSettings('page', wide).spaceBetween).toBe(spacing)
  })

  it('the add-to-cart layer: 2.5 slides at 768 and 1024, spacing 16 on every screen', () => {
    for (const wide of [false, true]) {
      const settings = recommendationSliderSettings('layer', wide)
      expect(sliderSteps(settings.slidesPerView)).toEqual([
        { minWidth: 0, slides: 1 },
        { minWidth: 768, slides: 2.5 },
        { minWidth: 1024, slides: 2.5 },
      ])
      expect(settings.spaceBetween).toBe(16)
    }
  })
})

describe('recording a viewed product in the lastSeen cookie', () => {
  it('puts the product first, path /, 30 days, SameSite=Lax', () => {
    expect(lastSeenCookieAssignment('a=1; lastSeen=12.34; b=2', 56, { secure: false })).toBe(
      'lastSeen=56.12.34; Path=/; Max-Age=2592000; SameSite=Lax',
    )
  })

  it('moves a product seen again to the front, once, and is Secure over https', () => {
    expect(lastSeenCookieAssignment('lastSeen=12.34.56', 34, { secure: true })).toBe(
      'lastSeen=34.12.56; Path=/; Max-Age=2592000; SameSite=Lax; Secure',
    )
  })

  it('starts a new list from no cookie or a hostile one', () => {
    expect(lastSeenCookieAssignment('', 7, { secure: false })).toMatch(/^lastSeen=7; /)
    expect(lastSeenCookieAssignment('lastSeen=<script>', 7, { secure: false })).toMatch(/^lastSeen=7; /)
  })
})
