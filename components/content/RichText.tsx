/**
 * Renders Storyblok rich text (spec 01 §2 and §5, spec 02 §5) on the server or the client. Content never
 * reaches the page as HTML: every node becomes React elements and text, links pass the safe-link rules,
 * images the image-source and image-option rules, and embedded blocks go to the caller's renderer.
 */
import type { Language } from '@/lib/config/markets'
import type { ImageProviderName } from '@/lib/images/providers'
import type { RichTextContext } from './richtext/context'
import { renderNode } from './richtext/nodes'
import { readNode } from './richtext/schema'

export type { RichTextLinkProps } from './richtext/context'

export interface RichTextProps {
  /** The rich-text field as the content service delivers it (a `doc` node); anything else renders nothing. */
  document: unknown
  language: Language
  renderBlok?: RichTextContext['renderBlok']
  imageOptions?: unknown
  /** Defaults to the content service's image service, which hands local assets to the shop's own. */
  imageProvider?: ImageProviderName
  linkComponent?: RichTextContext['linkComponent']
}

export function RichText({
  document,
  language,
  renderBlok,
  imageOptions,
  imageProvider = 'content',
  linkComponent,
}: RichTextProps) {
  const root = readNode(document)
  if (!root || root.type !== 'doc') return null
  return <>{renderNode(root, { language, renderBlok, imageOptions, imageProvider, linkComponent }, 0)}</>
}
