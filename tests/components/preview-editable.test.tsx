// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { storyblokEditable } from '@storyblok/react'
import { renderBlocks } from '@/components/content/Blocks'
import { getStory } from '@/lib/content/server/stories'
import type { Block } from '@/lib/content/rules/types'
import { blockContext } from './blocks/lz-helpers'
import { renderWithIntl } from './intl'

afterEach(cleanup)

const DRAFT_NOTE = /Neu: Backbleche mit Antihaftbeschichtung/

/** Every block of a story, nested ones included: what the editor can click. */
function allBlocks(block: Block): Block[] {
  const nested = Object.values(block).flatMap((value) =>
    Array.isArray(value)
      ? value.filter((v): v is Block => typeof v === 'object' && v !== null && 'component' in v)
      : [],
  )
  return [block, ...nested.flatMap(allBlocks)]
}

/**
 * Blocks carry the visual editor's attributes only in preview. The story is the real
 * draft of content/stories/documentation/pflege-und-reinigung.draft.json, read as the preview page reads
 * it (version draft, through the content client), so its blocks carry real `_editable` markers.
 */
describe('editable attributes', () => {
  it('a draft read in preview carries markers; rendered outside preview, the page has none', async () => {
    const story = await getStory('documentation/pflege-und-reinigung', { language: 'de', preview: true })
    expect(story).not.toBeNull()
    const root = story!.content
    expect(allBlocks(root).every((b) => b._editable?.startsWith('<!--#storyblok#'))).toBe(true)

    const normal = renderWithIntl(<>{renderBlocks([root], blockContext({ path: '/de/documentation/x/' }))}</>)
    expect(screen.getByText(DRAFT_NOTE)).toBeInTheDocument()
    expect(normal.container.querySelector('[data-blok-c], [data-blok-uid]')).toBeNull()
    normal.unmount()

    const preview = renderWithIntl(
      <>{renderBlocks([root], blockContext({ preview: true, path: '/de/documentation/x/' }))}</>,
    )
    const marked = [...preview.container.querySelectorAll('[data-blok-uid]')]
    // The page and the draft's new alert at least; each marker is the one Storyblok's SDK derives.
    expect(marked.length).toBeGreaterThanOrEqual(2)
    const byUid = new Map(allBlocks(root).map((b) => [b._uid, b]))
    for (const element of marked) {
      const data = JSON.parse(element.getAttribute('data-blok-c') ?? '') as { uid: string }
      const official = storyblokEditable(byUid.get(data.uid) as Parameters<typeof storyblokEditable>[0])
      expect(element.getAttribute('data-blok-uid')).toBe(official['data-blok-uid'])
      expect(data).toEqual(JSON.parse(official['data-blok-c'] ?? ''))
    }
    const alert = screen.getByText(DRAFT_NOTE).closest('[role="note"]')
    expect(alert).toHaveAttribute('data-blok-uid', expect.stringMatching(/-doc-pflege-hinweis$/))
  })

  it('the published story has no draft note, and no markers either way', async () => {
    const story = await getStory('documentation/pflege-und-reinigung', { language: 'de' })
    expect(allBlocks(story!.content).some((b) => b._editable)).toBe(false)
    const { container } = renderWithIntl(
      <>{renderBlocks([story!.content], blockContext({ preview: true, path: '/de/documentation/x/' }))}</>,
    )
    expect(screen.queryByText(DRAFT_NOTE)).toBeNull()
    expect(container.querySelector('[data-blok-uid]')).toBeNull()
  })
})
