// A failing block does not take the page down, on the server (node, no DOM: the
// HTML a content page is rendered to) and in the browser.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { NextIntlClientProvider } from 'next-intl'
import { notFound } from 'next/navigation'
import messages from '@/messages/de'
import type { Block } from '@/lib/content/rules/types'
import type { BlockContext } from '@/components/content/blocks/types'

const failure = new Error('block data broken')

// Blocks that fail, registered beside the real ones, as a content page would meet them.
vi.mock('@/components/content/blocks/registry', async (original) => {
  const { BLOCKS } = await original<typeof import('@/components/content/blocks/registry')>()
  return {
    BLOCKS: {
      ...BLOCKS,
      test_throws: () => {
        throw failure
      },
      test_rejects: async () => {
        await Promise.resolve()
        throw failure
      },
      test_async_ok: async () => {
        await Promise.resolve()
        return <p>Aus der Datenbank</p>
      },
      test_not_found: () => notFound(),
      test_async_not_found: async () => {
        await Promise.resolve()
        notFound()
      },
    },
  }
})

const { renderBlocks, IsolatedBlock } = await import('@/components/content/Blocks')
const { BlockErrorBoundary } = await import('@/components/content/blocks/BlockErrorBoundary')
const { BLOCKS } = await import('@/components/content/blocks/registry')

const blok = (component: string, uid: string, fields: Record<string, unknown> = {}): Block => ({
  component,
  _uid: uid,
  _editable: `<!--#storyblok#{"name": "${component}", "space": "1", "uid": "${uid}", "id": "4711"}-->`,
  ...fields,
})

function context(preview = false): Omit<BlockContext, 'render'> {
  return {
    language: 'de',
    market: {
      code: 'de-de',
      country: 'de',
      currency: 'EUR',
      formattingLocale: 'de-DE',
      timezone: 'Europe/Berlin',
      options: {} as BlockContext['market']['options'],
    },
    origin: 'http://de-de.localhost:3000',
    preview,
    now: new Date('2025-06-01T10:00:00Z'),
    path: '/de/kueche/',
  }
}

const page = (middle: Block) => [
  blok('headline', 'before', { text: 'Vorher', level: 'h1' }),
  middle,
  blok('headline', 'after', { text: 'Nachher' }),
]

const withIntl = (children: ReactNode) => (
  <NextIntlClientProvider locale="de" messages={messages} timeZone="Europe/Berlin">
    {children}
  </NextIntlClientProvider>
)

async function serverHtml(blocks: Block[], preview = false): Promise<string> {
  // Like a page render: waits for async blocks, fails where the page would fail.
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(withIntl(renderBlocks(blocks, context(preview))), {
    onError: (error) => {
      errors.push(error)
    },
  })
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  if (errors.length > 0) throw errors[0]
  return html
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('a failing block on the server (React’s server renderer ignores error boundaries)', () => {
  it('would take the page down if handed to React as it is: why blocks are isolated', () => {
    const Throws = BLOCKS.test_throws as () => ReactNode
    expect(() =>
      renderToString(
        <BlockErrorBoundary component="test_throws" uid="x">
          <Throws />
        </BlockErrorBoundary>,
      ),
    ).toThrow(failure)
  })

  it.each(['test_throws', 'test_rejects'])(
    '%s: the page renders without it, and a warning names it',
    async (component) => {
      const html = await serverHtml(page(blok(component, 'broken')))
      expect(html).toContain('Vorher')
      expect(html).toContain('Nachher')
      expect(html).not.toContain('data-failed-block')
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining(`block ${component} (broken) failed and is left out of /de/kueche/`),
        failure,
      )
    },
  )

  it.each(['test_throws', 'test_rejects'])(
    '%s: in preview the editor sees a marker where it failed',
    async (component) => {
      const html = await serverHtml(page(blok(component, 'broken')), true)
      expect(html).toContain(`data-failed-block="${component}"`)
      expect(html).toContain(`Block „${component}“ konnte nicht angezeigt werden`)
      // The marker is clickable in the visual editor like the block would have been.
      expect(html).toContain('data-blok-uid="4711-broken"')
      expect(html).toContain('Nachher')
    },
  )

  it('isolates a failing block nested in a grid: its column siblings stay', async () => {
    const grid = blok('grid', 'grid', {
      layout: '1-1',
      columns: [
        blok('grid_column', 'c1', { body: [blok('test_throws', 'nested')] }),
        blok('grid_column', 'c2', { body: [blok('headline', 'h', { text: 'Nebenan' })] }),
      ],
    })
    const html = await serverHtml(page(grid))
    expect(html).toContain('Nebenan')
    expect(html).toContain('Nachher')
  })

  it('renders working blocks, async ones included, as before', async () => {
    const html = await serverHtml(page(blok('test_async_ok', 'ok')))
    expect(html).toContain('Aus der Datenbank')
    expect(warn).not.toHaveBeenCalled()
  })

  it.each(['test_not_found', 'test_async_not_found'])(
    '%s: lets Next’s own signals through (notFound is not a failure)',
    async (component) => {
      const Component = BLOCKS[component] as Parameters<typeof IsolatedBlock>[0]['Component']
      const props = { Component, blok: blok(component, 'nf'), context: { ...context(), render: () => null } }
      await expect(async () => IsolatedBlock(props)).rejects.toMatchObject({
        digest: expect.stringContaining('NEXT_HTTP_ERROR_FALLBACK;404'),
      })
      expect(warn).not.toHaveBeenCalled()
    },
  )

  it('lets a suspension through: React renders the block again once its data is there', () => {
    const pending = Promise.resolve()
    const Suspends = () => {
      throw pending
    }
    const props = { Component: Suspends, blok: blok('x', 's'), context: { ...context(), render: () => null } }
    expect(() => IsolatedBlock(props)).toThrow()
    try {
      IsolatedBlock(props)
    } catch (thrown) {
      expect(thrown).toBe(pending)
    }
  })
})
