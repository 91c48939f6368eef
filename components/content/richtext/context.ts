/** The context the rich-text renderer passes down the tree unchanged, and the props of its link element. */
import type { ComponentType, ReactNode } from 'react'
import type { Language } from '@/lib/config/markets'
import type { Block } from '@/lib/content/rules/types'
import type { ImageProviderName } from '@/lib/images/providers'

export interface RichTextLinkProps {
  href: string
  target?: '_blank' | '_self'
  rel?: string
  children: ReactNode
}

/** What the renderer needs beyond the document; passed down the tree unchanged. */
export interface RichTextContext {
  language: Language
  /** Renders a block embedded in the text (a `blok` node); without it embedded blocks are left out. */
  renderBlok?: (block: Block, key: string) => ReactNode
  /** Raw image options from the caller; only what lies within the rules of spec 01 §5 is applied. */
  imageOptions?: unknown
  imageProvider: ImageProviderName
  /** The element internal links render as (e.g. next/link); a plain anchor by default. */
  linkComponent?: ComponentType<RichTextLinkProps>
}
