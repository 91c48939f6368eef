import type { ReactNode } from 'react'
import { cleanup } from '@testing-library/react'
import { afterEach, expect } from 'vitest'
import { renderBlocks } from '@/components/content/Blocks'
import type { BlockContext, BlockProps } from '@/components/content/blocks/types'
import { getMarket, type MarketCode } from '@/lib/config'
import type { Block } from '@/lib/content/rules/types'
import { renderWithIntl } from '../intl'

afterEach(cleanup)

// What React Testing Library sets itself when the test runner has global hooks (ours has not): updates
// are expected inside act(), and React checks that they are.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// next.config.ts sets trailingSlash, which Next's build hands to next/link as this flag.
process.env.__NEXT_TRAILING_SLASH = 'true'

type ContextInput = Partial<Omit<BlockContext, 'render' | 'market'>> & { marketCode?: MarketCode }

/** The context a content page gives its blocks: de-de in German, production unless preview is asked. */
export function context({ marketCode = 'de-de', ...overrides }: ContextInput = {}): BlockContext {
  const base = {
    language: 'de' as const,
    market: getMarket(marketCode),
    origin: `http://${marketCode}.localhost:3000`,
    preview: false,
    now: new Date('2025-06-01T10:00:00Z'),
    path: '/de/',
    ...overrides,
  }
  return { ...base, render: (blocks) => renderBlocks(blocks, base) }
}

/** A Storyblok-shaped block with the `_editable` marker a draft answer carries. */
export function blok(component: string, uid: string, fields: Record<string, unknown> = {}): Block {
  const marker = `<!--#storyblok#{"name": "${component}", "space": "1", "uid": "${uid}", "id": "4711"}-->`
  return { component, _uid: uid, _editable: marker, ...fields }
}

export const storyLink = (cachedUrl: string) => ({
  fieldtype: 'multilink',
  linktype: 'story',
  id: '0dbdd3ab-c846-41a6-851b-c55e3af05ca5',
  url: '',
  cached_url: cachedUrl,
})
export const urlLink = (url: string) => ({ fieldtype: 'multilink', linktype: 'url', url, cached_url: url })
export const hostileLink = {
  fieldtype: 'multilink',
  linktype: 'url',
  url: ' JaVaScRiPt:alert(1)',
  cached_url: '',
}

export const asset = (name: string, alt: string, size = '1200x800') => ({
  id: 1,
  fieldtype: 'asset',
  filename: `https://a.storyblok.com/f/1000/${size}/abc123/${name}`,
  alt,
  title: '',
  focus: '',
  copyright: '',
})

export const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
})

/** Fields of every wrong type an editor or a broken import could produce. */
export const GARBAGE: ReadonlyArray<Record<string, unknown>> = [
  {},
  { headline: 42, text: ['x'], link: 'javascript:alert(1)', image: 'not-an-asset', items: 'nope' },
  { headline: { nested: true }, items: [null, 1, 'x', { component: 3 }], columns: {}, level: 'h9' },
]

type AnyBlock = (props: BlockProps) => ReactNode

export function renderBlock(Component: AnyBlock, block: Block, ctx: BlockContext = context()) {
  return renderWithIntl(<Component blok={block} context={ctx} />)
}

/** Editable markers appear in preview only. */
export function expectEditableOnlyInPreview(Component: AnyBlock, block: Block, ctx: ContextInput = {}) {
  const live = renderBlock(Component, block, context(ctx))
  expect(live.container.querySelector('[data-blok-uid]')).toBeNull()
  live.unmount()
  const preview = renderBlock(Component, block, context({ ...ctx, preview: true }))
  expect(preview.container.querySelector(`[data-blok-uid="4711-${block._uid}"]`)).not.toBeNull()
  preview.unmount()
}

/** No address on the page may carry a script scheme, whatever the content said. */
export function expectNoScriptUrls(container: HTMLElement) {
  const urls = [...container.querySelectorAll('[href], [src]')].map(
    (el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '',
  )
  for (const url of urls) expect(url).not.toMatch(/^\s*(javascript|data|vbscript):/i)
}

/** Wrong-typed fields never throw; they render what they can or nothing. */
export function expectGarbageIsHarmless(Component: AnyBlock, component: string, ctx: ContextInput = {}) {
  for (const [index, fields] of GARBAGE.entries()) {
    const { container, unmount } = renderBlock(
      Component,
      blok(component, `garbage-${index}`, fields),
      context(ctx),
    )
    expectNoScriptUrls(container)
    unmount()
  }
}
