import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@/lib/config/markets'
import {
  ANY_STORY_TAG,
  MAX_STORY_TAGS,
  SITEMAP_TAG,
  storyCacheTags,
  storyEventTags,
  storyIds,
  storyPathTag,
} from '@/lib/content/server/tags'

const author = { id: 21, uuid: 'u-21', slug: 'lena-berger', full_slug: 'autoren/lena-berger', content: {} }
// An article as the client hands it over: the author relation resolved to the whole story, a
// multilink resolved to its url object, an image asset (numeric id, no uuid, no slug).
const article = {
  id: 7,
  content: {
    component: 'article',
    _uid: 'a',
    author,
    image: { id: 99, fieldtype: 'asset', filename: 'https://a.storyblok.com/f/1/x.jpg' },
    body: [
      {
        component: 'teaser',
        _uid: 't',
        link: {
          fieldtype: 'multilink',
          linktype: 'story',
          id: 'u-30',
          story: { id: 30, uuid: 'u-30', slug: 'kueche', full_slug: 'kategorieseiten/kueche', url: 'x' },
        },
      },
    ],
  },
}

describe('tags of a content answer (revalidate exactly what a change touches)', () => {
  it('holds the story, its resolved relations and its resolved links, not its assets', () => {
    expect(storyIds(article)).toEqual([7, 21, 30])
    expect(storyCacheTags(article)).toEqual(['story:7', 'story:21', 'story:30'])
  })

  it('counts a story named twice once', () => {
    const twice = { id: 1, content: { component: 'page', _uid: 'p', a: author, b: [author, author] } }
    expect(storyCacheTags(twice)).toEqual(['story:1', 'story:21'])
  })

  it('past what one cache entry takes, keeps the first ids and adds story:*, which every webhook reaches', () => {
    const links = Array.from({ length: MAX_STORY_TAGS + 5 }, (_, i) => ({
      id: 1000 + i,
      uuid: `u${i}`,
      slug: `s${i}`,
    }))
    const tags = storyCacheTags({ id: 1, content: { component: 'page', _uid: 'p', links } })
    expect(tags).toHaveLength(MAX_STORY_TAGS + 1)
    expect(tags[0]).toBe('story:1')
    expect(tags.at(-1)).toBe(ANY_STORY_TAG)
  })

  it.each([
    ['de', 'ratgeber/', 'story-path:de:ratgeber'],
    ['de', '/kategorieseiten/kueche', 'story-path:de:kategorieseiten/kueche'],
    ['fr', 'les-inspirations/ordre', 'story-path:fr:les-inspirations/ordre'],
    ['fr', 'cuisine/espèces', 'story-path:fr:cuisine/espèces'],
  ] as const)('storyPathTag(%s, %s) = %s', (language, path, tag) => {
    expect(storyPathTag(language, path)).toBe(tag)
  })

  it('hashes a path whose tag would pass the 256 characters Next keeps, the same way each time', () => {
    const long = 'a/'.repeat(200)
    const tag = storyPathTag('de', long)
    expect(tag.length).toBeLessThanOrEqual(256)
    expect(tag).toMatch(/^story-path:de:#[0-9a-f]{64}$/)
    expect(storyPathTag('de', long)).toBe(tag)
    expect(storyPathTag('fr', long)).not.toBe(tag)
  })
})

describe('tags a story webhook revalidates', () => {
  it('names the story, its default and translated paths, story:* and the sitemap', () => {
    const tags = storyEventTags(
      {
        storyId: 7,
        fullSlug: 'ratgeber/ordnung-in-der-kueche',
        translatedPaths: [
          { lang: 'fr', path: 'les-inspirations/ordre-dans-la-cuisine' },
          { lang: 'nl', path: 'magazine/orde-in-de-keuken' },
        ],
      },
      LANGUAGES,
    )
    expect(tags).toEqual([
      'story:7',
      ANY_STORY_TAG,
      SITEMAP_TAG,
      'story-path:de:ratgeber/ordnung-in-der-kueche',
      'story-path:fr:les-inspirations/ordre-dans-la-cuisine',
      'story-path:nl:magazine/orde-in-de-keuken',
    ])
  })

  it('matches the path tags the reads give (so a page that was a 404 is reached)', () => {
    const tags = storyEventTags({ storyId: 3, fullSlug: 'kategorieseiten/kueche/' }, LANGUAGES)
    expect(tags).toContain(storyPathTag('de', 'kategorieseiten/kueche'))
  })

  it('leaves out languages the shop does not have, the default language and empty paths', () => {
    const tags = storyEventTags(
      {
        storyId: 3,
        translatedPaths: [
          { lang: 'it', path: 'cucina' },
          { lang: 'de', path: 'kueche' },
          { lang: 'fr', path: '' },
        ],
      },
      LANGUAGES,
    )
    expect(tags).toEqual(['story:3', ANY_STORY_TAG, SITEMAP_TAG])
  })
})
