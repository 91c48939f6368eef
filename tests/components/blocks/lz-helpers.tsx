import type { ReactNode } from 'react'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { renderBlocks } from '@/components/content/Blocks'
import type { BlockContext, BlockProps } from '@/components/content/blocks/types'
import { getMarket } from '@/lib/config'
import type { Block } from '@/lib/content/rules/types'
import { renderWithIntl } from '../intl'

afterEach(cleanup)

// next.config.ts sets trailingSlash, which Next's build turns into this flag for next/link; the test
// renders without that build, so it is set here as the app has it.
process.env.__NEXT_TRAILING_SLASH = 'true'

/** The block context a content page hands its blocks: de-de, German, production unless preview is asked. */
export function blockContext(overrides: Partial<Omit<BlockContext, 'render'>> = {}): BlockContext {
  const market = getMarket('de-de')
  const base = {
    language: 'de' as const,
    market,
    origin: 'http://de-de.localhost:3000',
    preview: false,
    now: new Date('2025-06-01T10:00:00Z'),
    path: '/de/',
    ...overrides,
  }
  return { ...base, render: (blocks) => renderBlocks(blocks, base) }
}

/** An `_editable` comment as the visual editor's draft answers carry it. */
export const editable = (uid: string, name: string) =>
  `<!--#storyblok#{"name": "${name}", "space": "1", "uid": "${uid}", "id": "4711"}-->`

/** A Storyblok-shaped block: component, _uid and fields. */
export function blok(component: string, uid: string, fields: Record<string, unknown> = {}): Block {
  return { component, _uid: uid, _editable: editable(uid, component), ...fields }
}

export const storyLink = (cachedUrl: string) => ({
  fieldtype: 'multilink',
  linktype: 'story',
  id: '00000000-0000-4000-8000-000000000000',
  url: '',
  cached_url: cachedUrl,
})
export const urlLink = (url: string, target?: '_blank') => ({
  fieldtype: 'multilink',
  linktype: 'url',
  url,
  cached_url: url,
  ...(target ? { target } : {}),
})
export const hostileLink = {
  fieldtype: 'multilink',
  linktype: 'url',
  url: 'JaVaScRiPt:alert(1)',
  cached_url: '',
}

export const storyblokAsset = (name: string, alt: string, size = '1200x800') => ({
  id: 1,
  fieldtype: 'asset',
  filename: `https://a.storyblok.com/f/1000/${size}/abc123/${name}`,
  alt,
  title: '',
  focus: '',
  copyright: '',
})

type AnyBlock = (props: BlockProps) => ReactNode

/** Renders one block in the German message context, as a content page would. */
export function renderBlock(Component: AnyBlock, block: Block, context: BlockContext = blockContext()) {
  return renderWithIntl(<Component blok={block} context={context} />)
}

/** Every href on the page: the place to look for a hostile address that slipped through. */
export const allHrefs = (container: HTMLElement) =>
  [...container.querySelectorAll('[href], [src]')].map(
    (el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '',
  )

/** jsdom has no matchMedia (Swiper's breakpoints and the reduced-motion hook ask it): the shopper's preference. */
export function stubMatchMedia(reducedMotion = false) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }))
}
