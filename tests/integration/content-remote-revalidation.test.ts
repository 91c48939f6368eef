/**
 * Several servers (issue 15 item 6): a content webhook received by another server reaches this one as
 * remote tags (lib/cache/remote-tags.ts, called by the Redis cache handler). Content tags empty the
 * content client's answers and make the embedded service read its files again; other tags leave both.
 * A publish webhook here re-reads the files too, even in production where they are otherwise read once.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSpaceSource } from '@/lib/content/server/embedded/load'
import { processContentCache } from '@/lib/content/server/response-cache'
import { isContentTag } from '@/lib/content/server/tags'

const uuid = '00000000-0000-4000-8000-000000000001'
let root: string

async function writeHome(title: string) {
  await mkdir(path.join(root, 'stories'), { recursive: true })
  await writeFile(
    path.join(root, 'stories', 'home.json'),
    JSON.stringify({ uuid, name: title, content: { component: 'page', _uid: 'p', title } }),
  )
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-remote-'))
  await writeHome('Erster Titel')
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

/** What the Redis cache handler does with tags it hears from another server. */
function hearFromAnotherServer(tags: string[]) {
  const listeners = (globalThis as Record<string, unknown>).__storefrontRemoteTagListeners as
    | Set<(tags: readonly string[]) => void>
    | undefined
  for (const listener of listeners ?? []) listener(tags)
}

describe('isContentTag', () => {
  it.each([
    ['content', true],
    ['story:12', true],
    ['story:*', true],
    ['story-path:de:impressum', true],
    ['product:12', false],
    ['category:3', false],
    ['sitemap', false],
  ])('%s → %s', (tag, expected) => {
    expect(isContentTag(tag)).toBe(expected)
  })
})

describe('embedded stories', () => {
  it('read once with an infinite recheck, again after recheck()', async () => {
    const source = createSpaceSource({ root, recheckMs: Infinity, onProblem: () => {}, flavour: 'home' })
    const title = async () => (await source.get()).byPath('published', null, 'home')?.data.content.title
    expect(await title()).toBe('Erster Titel')
    await writeHome('Zweiter Titel, länger')
    expect(await title()).toBe('Erster Titel')
    source.recheck()
    expect(await title()).toBe('Zweiter Titel, länger')
  })
})

describe('content answers of this process', () => {
  it('are emptied by content tags heard from another server, kept for others', async () => {
    const cache = processContentCache()
    await cache.set('k', { data: {}, headers: {} } as never)
    hearFromAnotherServer(['product:1', 'category:2'])
    expect(await cache.get('k')).toBeDefined()
    hearFromAnotherServer(['story:7', 'sitemap'])
    expect(await cache.get('k')).toBeUndefined()
  })
})
