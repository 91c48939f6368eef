import { describe, expect, it } from 'vitest'
import { parseStoryFile, placeOf, stableId, type StoryRecord } from '@/lib/content/rules/embedded/records'
import { createSpace, type Problem } from '@/lib/content/rules/embedded/space'
import { localizeTree } from '@/lib/content/rules/embedded/localize'

const UUID_A = '11111111-1111-4111-8111-111111111111'
const UUID_B = '22222222-2222-4222-8222-222222222222'
const when = new Date('2025-02-01T10:00:00Z')
const story = (over: object = {}) => ({
  uuid: UUID_A,
  name: 'A',
  content: { component: 'page', _uid: 'p', body: [] },
  ...over,
})

function parse(file: string, data: unknown) {
  return parseStoryFile(file, typeof data === 'string' ? data : JSON.stringify(data), when)
}
function ok(file: string, data: unknown): StoryRecord {
  const parsed = parse(file, data)
  if (!parsed.ok) throw new Error(parsed.problem)
  return parsed.record
}

describe('story files: place → full slug (spec 01 §3 full_slug)', () => {
  it.each([
    ['home.json', { fullSlug: 'home', slug: 'home', isStartpage: false, version: 'published' }],
    ['ratgeber/ordnung.json', { fullSlug: 'ratgeber/ordnung', slug: 'ordnung', isStartpage: false }],
    ['ratgeber/ordnung.draft.json', { fullSlug: 'ratgeber/ordnung', version: 'draft' }],
    ['ratgeber/index.json', { fullSlug: 'ratgeber/', slug: 'ratgeber', isStartpage: true }],
    ['a/b/c.json', { fullSlug: 'a/b/c', slug: 'c' }],
  ])('%s', (file, expected) => {
    expect(placeOf(file)).toMatchObject(expected)
  })

  it.each([
    'index.json',
    'Home.json',
    'ratgeber/Ordnung.json',
    'Ratgeber/x.json',
    'x.txt.json',
    'x.published.json',
  ])('rejects %s', (file) => {
    expect(typeof placeOf(file)).toBe('string')
  })
})

describe('story files: validation (a broken file is skipped, never a 500)', () => {
  it('derives id, parent and dates the file does not give', () => {
    const record = ok('ratgeber/ordnung.json', story())
    expect(record.id).toBe(stableId(UUID_A))
    expect(record.parentId).toBe(stableId('folder:ratgeber'))
    expect(record.changedAt).toBe(when.toISOString())
    expect(ok('home.json', story({ id: 42 })).id).toBe(42)
    expect(ok('home.json', story()).parentId).toBe(0)
  })

  it.each([
    ['text that is not JSON', '{ "uuid": '],
    ['a uuid that is not one', story({ uuid: 'abc' })],
    ['content without component', story({ content: { _uid: 'p' } })],
    [
      'a nested block without _uid',
      story({ content: { component: 'page', _uid: 'p', body: [{ component: 'teaser' }] } }),
    ],
    [
      'two blocks with one _uid',
      story({
        content: {
          component: 'page',
          _uid: 'p',
          body: [
            { component: 'a', _uid: 'x' },
            { component: 'b', _uid: 'x' },
          ],
        },
      }),
    ],
    [
      'a translated slug in an unknown language',
      story({ translated_slugs: [{ lang: 'it', path: 'x', name: 'X' }] }),
    ],
    [
      'a translated path with a leading slash',
      story({ translated_slugs: [{ lang: 'fr', path: '/x', name: 'X' }] }),
    ],
    [
      'two translated slugs for one language',
      story({
        translated_slugs: [
          { lang: 'fr', path: 'x', name: 'X' },
          { lang: 'fr', path: 'y', name: 'Y' },
        ],
      }),
    ],
    ['an unknown story field (a typo)', story({ publised_at: '2025-01-01T00:00:00Z' })],
    ['a date that is not ISO', story({ published_at: '1.1.2025' })],
  ])('rejects %s', (_what, data) => {
    const parsed = parse('x.json', data)
    expect(parsed.ok).toBe(false)
  })

  it('accepts a translated body repeating the default body’s block ids', () => {
    const block = { component: 'a', _uid: 'x', text: 'Hallo' }
    const parsed = parse(
      'x.json',
      story({ content: { component: 'page', _uid: 'p', body: [block], body__i18n__fr: [block] } }),
    )
    expect(parsed.ok).toBe(true)
  })
})

describe('embedded space: conflicts between files are reported and the later file skipped', () => {
  function spaceOf(...records: StoryRecord[]) {
    const problems: Problem[] = []
    return { space: createSpace(records, 1, (p) => problems.push(p)), problems }
  }

  it('two files with one uuid', () => {
    const { space, problems } = spaceOf(ok('a.json', story()), ok('b.json', story()))
    expect(space.stories('published').map((r) => r.file)).toEqual(['a.json'])
    expect(problems).toEqual([
      { file: 'b.json', problem: expect.stringContaining('is already used by a.json') },
    ])
  })

  it('a draft whose uuid differs from its published file', () => {
    const { space, problems } = spaceOf(
      ok('a.json', story()),
      ok('a.draft.json', story({ uuid: UUID_B, name: 'B' })),
    )
    expect(space.byPath('draft', null, 'a')?.data.name).toBe('A')
    expect(problems).toHaveLength(1)
  })

  it('two stories claiming one translated path: the first keeps it, reported once', () => {
    const fr = { translated_slugs: [{ lang: 'fr', path: 'meme', name: 'X' }] }
    const { space, problems } = spaceOf(ok('a.json', story(fr)), ok('b.json', story({ ...fr, uuid: UUID_B })))
    expect(space.byPath('published', 'fr', 'meme')?.file).toBe('a.json')
    expect(space.byPath('published', 'fr', 'b')?.file).toBe('b.json')
    expect(problems).toHaveLength(1)
  })
})

describe('field-level translation (Storyblok __i18n__ keys)', () => {
  const tree = {
    component: 'page',
    _uid: 'p',
    title: 'Titel',
    title__i18n__fr: 'Titre',
    intro__i18n__fr: 'Seulement en français',
    empty: 'Leer',
    empty__i18n__fr: '',
    body: [{ component: 't', _uid: 't', text: 'Text', text__i18n__nl: 'Tekst' }],
  }

  it.each([
    [[], { title: 'Titel', empty: 'Leer', text: 'Text' }],
    [['fr'], { title: 'Titre', intro: 'Seulement en français', empty: 'Leer', text: 'Text' }],
    [['nl'], { title: 'Titel', text: 'Tekst' }],
    [['nl', 'fr'], { title: 'Titre', text: 'Tekst' }],
  ])('in %j', (languages, expected) => {
    const out = localizeTree(tree, languages) as Record<string, unknown> & { body: Record<string, unknown>[] }
    const { text, ...own } = expected
    expect(out).toMatchObject(own)
    expect(out.body[0]?.text).toBe(text)
    expect(JSON.stringify(out)).not.toContain('__i18n__')
  })
})
