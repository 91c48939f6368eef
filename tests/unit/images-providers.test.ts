import { describe, expect, it } from 'vitest'
import { imageConfigDefault } from 'next/dist/shared/lib/image-config'
import { IMAGES } from '@/lib/config/constants'
import {
  NEXT_IMAGE_PATH,
  NEXT_WIDTHS,
  createContentProvider,
  createShopProvider,
  getImagePreset,
  getImageProvider,
  imageSources,
  nearestAllowedWidth,
} from '@/lib/images/providers'

const ASSET = 'https://a.storyblok.com/f/123/1200x800/abc/photo.jpg'
const LOCAL = '/content-assets/home/photo.jpg'
const next = (src: string, w: number, q = 75) => `/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=${q}`

describe('image provider port (spec 02 §8, §9)', () => {
  it("the shop provider's widths and path are Next's defaults (the optimizer accepts no others)", () => {
    const widths = [...imageConfigDefault.imageSizes, ...imageConfigDefault.deviceSizes].sort((a, b) => a - b)
    expect(NEXT_WIDTHS).toEqual(widths)
    expect(NEXT_IMAGE_PATH).toBe(imageConfigDefault.path)
  })

  const content = getImageProvider('content')
  const shop = getImageProvider('shop')

  it('provider qualities: content service 70, shop 75', () => {
    expect(content.quality).toBe(IMAGES.cmsProviderQuality)
    expect(content.quality).toBe(70)
    expect(shop.quality).toBe(IMAGES.shopProviderQuality)
    expect(shop.quality).toBe(75)
  })

  it.each(['storyblok', 'ipx', '', 'toString', '__proto__'])('an unknown provider %j throws', (name) => {
    expect(() => getImageProvider(name)).toThrow(/Unknown image provider/)
  })

  it.each(['hero', '', 'constructor'])('an unknown preset %j throws', (name) => {
    expect(() => getImagePreset(name)).toThrow(/Unknown image preset/)
    expect(() => content.imageUrl(ASSET, { preset: name })).toThrow(/Unknown image preset/)
    expect(() => imageSources(shop, LOCAL, { preset: name })).toThrow(/Unknown image preset/)
  })

  it('presets of spec 01 §9: default 600 ×2, thumbnail 150 ×1, navigation teaser 310', () => {
    expect(getImagePreset('default')).toEqual({ width: 600, densities: [1, 2] })
    expect(getImagePreset('thumbnail')).toEqual({ width: 150, densities: [1] })
    expect(getImagePreset('navigationTeaser')).toEqual({ width: 310, densities: [1, 2] })
  })

  it.each([0, 3, 1.5])('density %s is refused', (density) => {
    expect(() => shop.imageUrl(LOCAL, { width: 100, density })).toThrow(RangeError)
  })
})

describe('content service image provider: Storyblok image service', () => {
  const content = getImageProvider('content')

  it.each([
    [{ width: 600 }, `${ASSET}/m/600x0/filters:quality(70):format(webp)`],
    [{ width: 600, density: 2 }, `${ASSET}/m/1200x0/filters:quality(70):format(webp)`],
    [{ width: 300, height: 200, density: 2 }, `${ASSET}/m/600x400/filters:quality(70):format(webp)`],
    [{ height: 200 }, `${ASSET}/m/0x200/filters:quality(70):format(webp)`],
    [{}, `${ASSET}/m/filters:quality(70):format(webp)`],
    [{ preset: 'thumbnail' }, `${ASSET}/m/150x0/filters:quality(70):format(webp)`],
    [{ preset: 'navigationTeaser', density: 2 }, `${ASSET}/m/620x0/filters:quality(70):format(webp)`],
    [{ preset: 'default', width: 400 }, `${ASSET}/m/400x0/filters:quality(70):format(webp)`],
    [{ width: 600, quality: 80, format: 'png' as const }, `${ASSET}/m/600x0/filters:quality(80):format(png)`],
    [{ width: 600, quality: 100 }, `${ASSET}/m/600x0/filters:quality(70):format(webp)`],
    [
      {
        width: 600,
        filters: { blur: 5, brightness: 20, rotate: 90 as const, quality: 60, format: 'jpeg' as const },
      },
      `${ASSET}/m/600x0/filters:quality(60):format(jpeg):blur(5):brightness(20):rotate(90)`,
    ],
    [
      // Filters from an unchecked caller are still checked here.
      { width: 600, filters: { blur: 0, brightness: 100, rotate: 45 } as never },
      `${ASSET}/m/600x0/filters:quality(70):format(webp)`,
    ],
  ])('%j', (request, expected) => {
    expect(content.imageUrl(ASSET, request)).toBe(expected)
  })

  it('local assets of the embedded content service go to the shop provider', () => {
    expect(content.imageUrl(LOCAL, { width: 600 })).toBe(next(LOCAL, 640))
    expect(
      createContentProvider(createShopProvider({ widths: [500, 700] })).imageUrl(LOCAL, { width: 600 }),
    ).toBe(next(LOCAL, 700))
  })
})

describe("shop provider: Next's image optimizer", () => {
  const shop = getImageProvider('shop')

  // Next only serves widths of its images.deviceSizes + imageSizes: the smallest at least as wide is taken.
  it.each([
    [{ width: 600 }, 640],
    [{ width: 600, density: 2 }, 1200],
    [{ preset: 'default' }, 640],
    [{ preset: 'thumbnail' }, 256],
    [{ preset: 'navigationTeaser' }, 384],
    [{ preset: 'navigationTeaser', density: 2 }, 640],
    [{ width: 32 }, 32],
    [{ width: 5000 }, 3840],
    [{}, 640],
  ])('%j → w=%s', (request, w) => {
    expect(shop.imageUrl(LOCAL, request)).toBe(next(LOCAL, w))
  })

  it('encodes the source and keeps quality within the allowed qualities', () => {
    // The configured qualities are 70, 75 and 80 (next.config.ts images.qualities): 90 → 80.
    expect(shop.imageUrl('https://cdn.example.com/a b.jpg?x=1&y=2', { width: 600, quality: 90 })).toBe(
      next('https://cdn.example.com/a b.jpg?x=1&y=2', 640, 80),
    )
    // Spec 02 §9: basket images at quality 80 get their 80.
    expect(shop.imageUrl(LOCAL, { width: 150, quality: 80 })).toBe(next(LOCAL, 256, 80))
    expect(createShopProvider({ qualities: [50, 75, 90] }).imageUrl(LOCAL, { width: 600, quality: 88 })).toBe(
      next(LOCAL, 640, 90),
    )
  })

  it('nearestAllowedWidth', () => {
    expect(nearestAllowedWidth(600)).toBe(640)
    expect(nearestAllowedWidth(640)).toBe(640)
    expect(nearestAllowedWidth(1)).toBe(32)
    expect(nearestAllowedWidth(200, [300, 100])).toBe(300)
    expect(nearestAllowedWidth(400, [300, 100])).toBe(300)
  })
})

describe('densities 1 and 2 as srcset (spec 02 §9)', () => {
  it('default preset: 1x and 2x', () => {
    expect(imageSources(getImageProvider('content'), ASSET, { preset: 'default' })).toEqual({
      src: `${ASSET}/m/600x0/filters:quality(70):format(webp)`,
      srcSet: `${ASSET}/m/600x0/filters:quality(70):format(webp) 1x, ${ASSET}/m/1200x0/filters:quality(70):format(webp) 2x`,
    })
  })

  it('thumbnail preset: 1x only', () => {
    expect(imageSources(getImageProvider('shop'), LOCAL, { preset: 'thumbnail' })).toEqual({
      src: next(LOCAL, 256),
      srcSet: `${next(LOCAL, 256)} 1x`,
    })
  })

  it('without a preset: the default densities', () => {
    const { srcSet } = imageSources(getImageProvider('shop'), LOCAL, { width: 300 })
    expect(srcSet).toBe(`${next(LOCAL, 384)} 1x, ${next(LOCAL, 640)} 2x`)
  })
})
