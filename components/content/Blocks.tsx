import type { ReactNode } from 'react'
import type { Block } from '@/lib/content/types'
import { BLOCKS } from './blocks/registry'
import { BlockErrorBoundary } from './blocks/BlockErrorBoundary'
import type { BlockContext } from './blocks/types'
import { UnknownBlock } from './blocks/UnknownBlock'

type ContextWithoutRender = Omit<BlockContext, 'render'>

/** Renders a story's blocks through the one registry; each block is isolated in its own error boundary. */
export function Blocks({
  blocks,
  context,
}: {
  blocks: readonly Block[] | undefined
  context: ContextWithoutRender
}) {
  return <>{renderBlocks(blocks, context)}</>
}

export function renderBlocks(blocks: readonly Block[] | undefined, base: ContextWithoutRender): ReactNode {
  if (!blocks?.length) return null
  const context: BlockContext = { ...base, render: (nested) => renderBlocks(nested, base) }
  return blocks.map((blok) => {
    const Component = BLOCKS[blok.component as keyof typeof BLOCKS] as
      | ((props: { blok: Block; context: BlockContext }) => ReactNode)
      | undefined
    return (
      <BlockErrorBoundary key={blok._uid} component={blok.component} uid={blok._uid}>
        {Component ? (
          <Component blok={blok} context={context} />
        ) : (
          <UnknownBlock blok={blok} context={context} />
        )}
      </BlockErrorBoundary>
    )
  })
}
