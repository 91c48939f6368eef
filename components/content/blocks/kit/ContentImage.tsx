/**
 * A content image through the image provider port (spec 02 §8–9): only valid sources (spec 01 §5),
 * src and srcset per density (or per width with `sizes`), alt from the asset, width and height set
 * against layout shift. An invalid source renders nothing.
 */
import { getImageProvider, imageSources, IMAGE_PRESETS, type ImagePresetName } from '@/lib/images/providers'
import { normalizeImageSource, storyblokAssetSize } from '@/lib/images/source'
import type { Asset } from './fields'

export interface ContentImageProps {
  asset: Asset | undefined
  /** A named preset of spec 01 §9 (600 ×1/×2, thumbnail 150 ×1, navigation teaser 310) … */
  preset?: ImagePresetName
  /** … or a width in CSS pixels for images the presets do not cover (densities 1 and 2). */
  width?: number
  /** Width ÷ height when the asset does not carry its size; keeps the space reserved before loading. */
  ratio?: number
  /** The page's largest image (LCP): loaded at once and first. */
  priority?: boolean
  className?: string
  /** For an image that only decorates: empty alt, whatever the asset says. */
  decorative?: boolean
  /**
   * For images whose width follows the viewport (a hero): the `sizes` attribute; the srcset then
   * lists RESPONSIVE_WIDTHS up to twice `width` instead of densities.
   */
  sizes?: string
}

/** Widths offered to a viewport-wide image; the browser picks by `sizes` and its pixel density. */
export const RESPONSIVE_WIDTHS = [480, 768, 1024, 1440, 1920, 2560] as const

/** The displayed size: the preset's or asked width, and a height from the asset's own ratio or the given one. */
function displaySize(source: string, width: number, ratio: number | undefined) {
  const asset = storyblokAssetSize(source)
  const r = asset ? asset.width / asset.height : ratio
  return { width, height: r ? Math.round(width / r) : undefined }
}

export function ContentImage(props: ContentImageProps) {
  const { asset, preset, width, ratio, priority, className, decorative, sizes } = props
  const source = normalizeImageSource(asset?.filename)
  if (!asset || !source) return null
  const provider = getImageProvider('content')
  const request = width ? { width } : { preset: preset ?? 'default' }
  const { src, srcSet } =
    sizes && width
      ? {
          src: provider.imageUrl(source, { width }),
          srcSet: RESPONSIVE_WIDTHS.filter((w) => w <= width * 2)
            .map((w) => `${provider.imageUrl(source, { width: w })} ${w}w`)
            .join(', '),
        }
      : imageSources(provider, source, request)
  const size = displaySize(source, width ?? IMAGE_PRESETS[preset ?? 'default'].width, ratio)
  return (
    // The provider port builds src and srcSet itself; next/image would put a second loader on top.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes && width ? sizes : undefined}
      alt={decorative ? '' : (asset.alt ?? '')}
      title={decorative ? undefined : asset.title}
      width={size.width}
      height={size.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  )
}
