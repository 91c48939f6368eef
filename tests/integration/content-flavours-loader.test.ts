import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Flavour } from '@/lib/config/flavours'
import {
  FLAVOUR_STORY_TREES,
  createSpaceSource,
  layerStoryFiles,
  loadSpace,
} from '@/lib/content/server/embedded/load'
import type { Problem } from '@/lib/content/rules/embedded/space'

/**
 * One story tree per flavour, as one Storyblok space per brand: home reads
 * content/stories, baby its own tree, bm the baby tree with its own stories laid over it per full slug.
 */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
let root: string

async function writeStory(tree: string, file: string, n: number, title: string) {
  const target = path.join(root, tree, file)
  await mkdir(path.dirname(target), { recursive: true })
  await writeFile(
    target,
    JSON.stringify({ uuid: uuid(n), name: title, content: { component: 'page', _uid: 'p', title } }),
  )
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-flavours-'))
  await writeStory('stories', 'home.json', 1, 'Hauswelt')
  await writeStory('stories', 'kategorieseiten/kueche.json', 2, 'Küche')
  await writeStory('flavours/baby/stories', 'home.json', 11, 'Babywelt')
  await writeStory('flavours/baby/stories', 'impressum.json', 12, 'Impressum Babywelt')
  await writeStory('flavours/baby/stories', 'impressum.draft.json', 12, 'Impressum Babywelt (Entwurf)')
  await writeStory('flavours/baby/stories', 'kategorieseiten/bodys.json', 13, 'Bodys')
  await writeStory('flavours/bm/stories', 'impressum.json', 12, 'Impressum Kindermarkt')
  await writeStory('flavours/bm/stories', 'home.json', 11, 'Kindermarkt')
  await writeFile(path.join(root, 'flavours/bm/stories', 'Kaputt.json'), '{}')
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

async function read(flavour: Flavour) {
  const problems: Array<{ file: string; tree?: string }> = []
  const space = await loadSpace(
    root,
    (p: Problem, tree?: string) => problems.push({ file: p.file, tree }),
    flavour,
  )
  const titles = (version: 'published' | 'draft') =>
    Object.fromEntries(space.stories(version).map((r) => [r.fullSlug, r.data.content.title]))
  return { space, titles, problems }
}

describe('flavour story trees', () => {
  it.each<[Flavour, readonly string[]]>([
    ['home', ['stories']],
    ['baby', ['flavours/baby/stories']],
    ['bm', ['flavours/baby/stories', 'flavours/bm/stories']],
  ])('%s reads %j, lowest first', (flavour, trees) => {
    expect(FLAVOUR_STORY_TREES[flavour]).toEqual(trees)
  })

  it('home reads content/stories only', async () => {
    const { titles, problems } = await read('home')
    expect(titles('published')).toEqual({ home: 'Hauswelt', 'kategorieseiten/kueche': 'Küche' })
    expect(problems).toEqual([])
  })

  it('baby reads its own tree only, drafts included', async () => {
    const { titles } = await read('baby')
    expect(titles('published')).toEqual({
      home: 'Babywelt',
      impressum: 'Impressum Babywelt',
      'kategorieseiten/bodys': 'Bodys',
    })
    expect(titles('draft').impressum).toBe('Impressum Babywelt (Entwurf)')
  })

  it('bm lays its stories over the baby tree: a replaced full slug loses its draft too', async () => {
    const { titles, problems } = await read('bm')
    expect(titles('published')).toEqual({
      home: 'Kindermarkt',
      impressum: 'Impressum Kindermarkt',
      'kategorieseiten/bodys': 'Bodys',
    })
    expect(titles('draft')).toEqual(titles('published'))
    // A misnamed file is reported with the tree it sits in, and hides nothing below it.
    expect(problems).toEqual([{ file: 'Kaputt.json', tree: 'flavours/bm/stories' }])
  })

  it('a space source serves the flavour it was given', async () => {
    const source = createSpaceSource({ root, recheckMs: Infinity, onProblem: () => {}, flavour: 'baby' })
    expect((await source.get()).byPath('published', null, 'home')?.data.content.title).toBe('Babywelt')
  })
})

describe('layerStoryFiles', () => {
  const files = (...names: string[]) => names.map((file) => ({ file }))
  it.each([
    [
      [files('a.json', 'b.json'), files('a.json')],
      ['b.json', 'a.json'],
    ],
    [[files('a.json', 'a.draft.json'), files('a.json')], ['a.json']],
    [[files('a.json'), files('a.draft.json')], ['a.draft.json']],
    [
      [files('r/index.json', 'r/x.json'), files('r/index.json')],
      ['r/x.json', 'r/index.json'],
    ],
    [[files('Bad.json'), files('Bad.json')], ['Bad.json']],
    [[files('a.json'), []], ['a.json']],
  ])('%j → %j', (trees, expected) => {
    expect(layerStoryFiles(trees).map((f) => f.file)).toEqual(expected)
  })
})

describe('SHOP_FLAVOUR selects the embedded content (README: configuration)', () => {
  it('the shop reads the baby stories when SHOP_FLAVOUR=baby', async () => {
    vi.resetModules()
    vi.stubEnv('SHOP_FLAVOUR', 'baby')
    vi.stubEnv('STORYBLOK_TOKEN', '')
    try {
      const { getStory } = await import('@/lib/content/server/stories')
      const home = await getStory('home', { language: 'fr' })
      expect(home?.content.seo_title).toMatch(/^Babywelt – /)
      expect(await getStory('kategorieseiten/cuisine', { language: 'fr' })).toBeNull()
      expect((await getStory('kategorieseiten/bodies', { language: 'fr' }))?.full_slug).toBe(
        'fr/kategorieseiten/bodies',
      )
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })
})
