/**
 * An image of the rich text: sources with a listed extension only (spec 01 §5), delivered through the
 * image provider port with the caller's options as far as the rules allow them.
 */
import { sanitizeImageOptions } from '@/lib/images/options'
import { getImageProvider, IMAGE_PRESETS, imageSources } from '@/lib/images/providers'
import { normalizeImageSource, storyblokAssetSize } from '@/lib/images/source'
import type { RichTextContext } from './context'
import { stringAttr, type RichTextNode } from './schema'

export function RichTextImage({ node, context }: { node: RichTextNode; context: RichTextContext }) {
  const source = normalizeImageSource(node.attrs?.src)
  if (!source) return null
  const options = sanitizeImageOptions(context.imageOptions)
  const provider = getImageProvider(context.imageProvider)
  const { src, srcSet } = imageSources(provider, source, {
    ...(options.width ? { width: options.width } : { preset: 'default' }),
    height: options.height,
    filters: options.filters,
  })
  // Width and height reserve the space before the image arrives; the asset's own ratio fills in a
  // height that was not asked for.
  const width = options.width ?? IMAGE_PRESETS.default.width
  const asset = storyblokAssetSize(source)
  const height = options.height ?? (asset ? Math.round((width * asset.height) / asset.width) : undefined)
  return (
    // The provider port already builds src and srcSet; next/image would add a second loader on top.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      srcSet={srcSet}
      alt={stringAttr(node, 'alt') ?? ''}
      title={stringAttr(node, 'title') || undefined}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  )
}
