/** What every content block takes (BlockProps, BlockContext) and the component type the registry maps. */
import type { ReactNode } from 'react'
import type { Language, Market } from '@/lib/config'
import type { Block } from '@/lib/content/rules/types'

/**
 * What every content block receives besides its own fields. Blocks are server components unless they
 * are interactive; they render nested blocks through `context.render`.
 */
export interface BlockContext {
  language: Language
  market: Pick<Market, 'code' | 'country' | 'currency' | 'formattingLocale' | 'timezone' | 'options'>
  /** True in the visual editor's preview: blocks carry editable attributes, unknown blocks show a marker. */
  preview: boolean
  /** One clock per page render, so every campaign on a page agrees on "now". */
  now: Date
  /** The market's public origin (lib/config/origin.ts): structured data names every address absolutely. */
  origin: string
  /** The shopper-visible path of the page (triggers and links need it). */
  path: string
  /** A listing page's query (page, sort, filters); absent on the shared, cached content page. */
  listingQuery?: URLSearchParams
  render: (blocks: readonly Block[] | undefined) => ReactNode
}

export interface BlockProps<B extends Block = Block> {
  blok: B
  context: BlockContext
}

export type BlockComponent<B extends Block = Block> = (props: BlockProps<B>) => ReactNode | Promise<ReactNode>
