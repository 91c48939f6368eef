/**
 * The image provider port of spec 02 §8–9: a provider turns an image source and a wish (size, quality,
 * format, density, preset) into the address of a delivered image. Two providers exist:
 *
 * - `content`: the content service's image service (Storyblok's `/m/{w}x{h}/filters:…` scheme) with
 *   quality 70. Only Storyblok assets can be transformed there; the embedded content service's local
 *   assets go to the shop's own provider instead.
 * - `shop`: Next's image optimizer (`/_next/image?url=…&w=…&q=…`) with quality 75. The optimizer only
 *   accepts widths and qualities from the Next configuration, so the smallest allowed width at least as
 *   wide as wanted is taken (never an upscaled, blurred image; the largest when none is that wide), and
 *   the allowed quality nearest to the wish. It negotiates the format from the browser's Accept header
 *   (webp by Next's default `images.formats`) and cannot apply filters, so both are left to it.
 *
 * An unknown provider or preset throws (spec 02 §8): it is a programming error, not a content error.
 */
import { IMAGE_QUALITIES, IMAGES } from '@/lib/config/constants'
import {
  isImageFormat,
  isImagePercent,
  isImageRotation,
  type ImageFilters,
  type ImageFormat,
} from './options'
import { isStoryblokAsset } from './source'

export const IMAGE_PRESETS = {
  default: { width: IMAGES.defaultSize, densities: [1, IMAGES.defaultDensity] },
  thumbnail: { width: IMAGES.thumbnailSize, densities: [IMAGES.thumbnailDensity] },
  navigationTeaser: { width: IMAGES.navigationTeaserSize, densities: IMAGES.densities },
} as const satisfies Record<string, { width: number; densities: readonly number[] }>
export type ImagePresetName = keyof typeof IMAGE_PRESETS
export type ImagePreset = (typeof IMAGE_PRESETS)[ImagePresetName]

export const IMAGE_PROVIDER_NAMES = ['content', 'shop'] as const
export type ImageProviderName = (typeof IMAGE_PROVIDER_NAMES)[number]

export interface ImageRequest {
  width?: number
  height?: number
  quality?: number
  format?: ImageFormat
  /** 1 or 2 (spec 02 §9); multiplies width and height. */
  density?: number
  /** Width (and densities for `imageSources`) from a named preset when no width is given. */
  preset?: string
  /** Filters the content service's image service applies; the shop's optimizer has none. */
  filters?: ImageFilters
}

export interface ImageProvider {
  name: ImageProviderName
  quality: number
  imageUrl(src: string, request?: ImageRequest): string
}

export function getImagePreset(name: string): ImagePreset {
  if (!Object.hasOwn(IMAGE_PRESETS, name)) throw new Error(`Unknown image preset: ${name}`)
  return IMAGE_PRESETS[name as ImagePresetName]
}

function checkedDensity(density: number | undefined): number {
  const value = density ?? 1
  if (!(IMAGES.densities as readonly number[]).includes(value)) {
    throw new RangeError(`Image density must be one of ${IMAGES.densities.join(', ')}, got ${value}`)
  }
  return value
}

const dimension = (value: number | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0

/** Width and height in device pixels (0 = derived from the other side by the service). */
function deviceSize(request: ImageRequest): { width: number; height: number } {
  const density = checkedDensity(request.density)
  const presetWidth = request.preset === undefined ? 0 : getImagePreset(request.preset).width
  const width = dimension(request.width) || presetWidth
  return { width: width * density, height: dimension(request.height) * density }
}

export interface ShopProviderConfig {
  /** Next's `images.deviceSizes` and `images.imageSizes` together; the defaults when not configured. */
  widths?: readonly number[]
  /** Next's `images.qualities`. */
  qualities?: readonly number[]
  path?: string
}

/**
 * Next's default `images.imageSizes` and `images.deviceSizes` together, and its optimizer's path, as
 * literals: importing Next's image-config put it into every page's JavaScript through the product
 * pictures. tests/unit/images-providers.test.ts holds them to Next's own defaults.
 */
export const NEXT_WIDTHS: readonly number[] = [
  32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840,
]
export const NEXT_IMAGE_PATH = '/_next/image'

export function nearestAllowedWidth(width: number, allowed: readonly number[] = NEXT_WIDTHS): number {
  const sorted = [...allowed].sort((a, b) => a - b)
  return sorted.find((w) => w >= width) ?? (sorted[sorted.length - 1] as number)
}

function nearestQuality(quality: number, allowed: readonly number[]): number {
  return allowed.reduce((best, q) => (Math.abs(q - quality) < Math.abs(best - quality) ? q : best))
}

export function createShopProvider(config: ShopProviderConfig = {}): ImageProvider {
  const widths = config.widths ?? NEXT_WIDTHS
  // next.config.ts configures exactly these (images.qualities), so basket images get their 80.
  const qualities = config.qualities ?? IMAGE_QUALITIES
  const path = config.path ?? NEXT_IMAGE_PATH
  const quality = nearestQuality(IMAGES.shopProviderQuality, qualities)
  return {
    name: 'shop',
    quality,
    imageUrl(src, request = {}) {
      const { width } = deviceSize(request)
      const wanted = isImagePercent(request.quality) ? nearestQuality(request.quality, qualities) : quality
      // The optimizer needs a width; without one the default preset's is as good a guess as any.
      const w = nearestAllowedWidth(width || IMAGE_PRESETS.default.width, widths)
      return `${path}?url=${encodeURIComponent(src)}&w=${w}&q=${wanted}`
    },
  }
}

function filterSegment(quality: number, format: ImageFormat, filters: ImageFilters = {}): string {
  const parts = [`quality(${quality})`, `format(${format})`]
  if (isImagePercent(filters.blur)) parts.push(`blur(${filters.blur})`)
  if (isImagePercent(filters.brightness)) parts.push(`brightness(${filters.brightness})`)
  if (isImageRotation(filters.rotate)) parts.push(`rotate(${filters.rotate})`)
  return `filters:${parts.join(':')}`
}

export function createContentProvider(fallback: ImageProvider = createShopProvider()): ImageProvider {
  return {
    name: 'content',
    quality: IMAGES.cmsProviderQuality,
    imageUrl(src, request = {}) {
      if (!isStoryblokAsset(src)) return fallback.imageUrl(src, request)
      const { width, height } = deviceSize(request)
      const quality =
        [request.quality, request.filters?.quality].find(isImagePercent) ?? IMAGES.cmsProviderQuality
      const format = [request.format, request.filters?.format].find(isImageFormat) ?? IMAGES.format
      const size = width || height ? `${width}x${height}/` : ''
      return `${src}/m/${size}${filterSegment(quality, format, request.filters)}`
    },
  }
}

const defaultShop = createShopProvider()
const providers: Record<ImageProviderName, ImageProvider> = {
  shop: defaultShop,
  content: createContentProvider(defaultShop),
}

export function getImageProvider(name: string): ImageProvider {
  if (!Object.hasOwn(providers, name)) throw new Error(`Unknown image provider: ${name}`)
  return providers[name as ImageProviderName]
}

export interface ImageSources {
  src: string
  srcSet: string
}

/**
 * The img `src` (density 1) and `srcSet` (`… 1x, … 2x`) of an image: densities from the preset when one is
 * named, else the defaults of spec 02 §9.
 */
export function imageSources(
  provider: ImageProvider,
  src: string,
  request: Omit<ImageRequest, 'density'> = {},
) {
  const densities = request.preset === undefined ? IMAGES.densities : getImagePreset(request.preset).densities
  const urls = densities.map((density) => ({ density, url: provider.imageUrl(src, { ...request, density }) }))
  return {
    src: urls[0]?.url ?? provider.imageUrl(src, request),
    srcSet: urls.map(({ density, url }) => `${url} ${density}x`).join(', '),
  } satisfies ImageSources
}
