/**
 * Renders a story's blocks through the one registry (blocks/registry.ts); each block is isolated, so one
 * failing block never takes the page down.
 */
import type { ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { unstable_rethrow } from 'next/navigation'
import type { Block } from '@/lib/content/rules/types'
import { BLOCKS } from './blocks/registry'
import { BlockErrorBoundary } from './blocks/BlockErrorBoundary'
import { editableAttributes } from './blocks/editable'
import type { BlockContext } from './blocks/types'
import { UnknownBlock } from './blocks/UnknownBlock'

type ContextWithoutRender = Omit<BlockContext, 'render'>
type BlockRenderer = (props: { blok: Block; context: BlockContext }) => ReactNode | Promise<ReactNode>

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
    const Component = BLOCKS[blok.component as keyof typeof BLOCKS] as BlockRenderer | undefined
    return (
      <BlockErrorBoundary
        key={blok._uid}
        component={blok.component}
        uid={blok._uid}
        preview={context.preview}
      >
        {Component ? (
          <IsolatedBlock Component={Component} blok={blok} context={context} />
        ) : (
          <UnknownBlock blok={blok} context={context} />
        )}
      </BlockErrorBoundary>
    )
  })
}

// `use()` suspends by throwing this (by identity; React's own message says to rethrow it at once).
const isSuspension = (error: unknown) =>
  (error instanceof Error && error.message.startsWith('Suspense Exception')) ||
  (typeof error === 'object' && error !== null && typeof (error as { then?: unknown }).then === 'function')

const isPromise = (value: unknown): value is Promise<ReactNode> =>
  typeof value === 'object' && value !== null && typeof (value as { catch?: unknown }).catch === 'function'

const isClientReference = (component: unknown) =>
  (component as { $$typeof?: symbol }).$$typeof === Symbol.for('react.client.reference')

/**
 * One block, isolated on the server. React's server renderer ignores error boundaries, so an error
 * thrown while a server block renders would fail the whole page, and a page revalidation with it. The
 * block is therefore called here, inside a try, instead of being handed to React: its render and, for
 * an async block, its data loading are caught. What it returns, client components included, renders
 * as before, inside the client boundary for errors in the browser. Suspension and Next's own signals
 * (notFound, redirect, dynamic rendering) pass through.
 */
export function IsolatedBlock({
  Component,
  blok,
  context,
}: {
  Component: BlockRenderer
  blok: Block
  context: BlockContext
}): ReactNode | Promise<ReactNode> {
  if (isClientReference(Component)) return <Component blok={blok} context={context} />
  let rendered: ReactNode | Promise<ReactNode>
  try {
    rendered = Component({ blok, context })
  } catch (error) {
    if (isSuspension(error)) throw error
    return blockFailed(error, blok, context)
  }
  if (isPromise(rendered)) return rendered.catch((error: unknown) => blockFailed(error, blok, context))
  return rendered
}

function blockFailed(error: unknown, blok: Block, context: BlockContext): ReactNode {
  unstable_rethrow(error)
  console.warn(
    `[content] block ${blok.component} (${blok._uid}) failed and is left out of ${context.path}`,
    error,
  )
  return context.preview ? <FailedBlockMarker blok={blok} /> : null
}

/** What an editor sees in preview where a block failed; shoppers see nothing. */
function FailedBlockMarker({ blok }: { blok: Block }) {
  const t = useTranslations('blocks')
  return (
    <div
      {...editableAttributes(blok, true)}
      data-failed-block={blok.component}
      className="unknown-block"
      role="note"
    >
      {t('failedBlock', { component: blok.component })}
    </div>
  )
}
