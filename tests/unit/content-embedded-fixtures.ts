/** A small Storyblok-shaped space for the embedded content service's handler tests. */
import { EMBEDDED_TOKENS, handleContentRequest } from '@/lib/content/rules/embedded/handler'
import { parseStoryFile, type StoryRecord } from '@/lib/content/rules/embedded/records'
import { createSpace } from '@/lib/content/rules/embedded/space'

export { EMBEDDED_TOKENS }

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
export const AUTHOR = uuid(1)
export const CATEGORY = uuid(2)
export const ARTICLE = uuid(3)
export const DRAFT_ONLY = uuid(4)
export const HOME = uuid(5)
export const PUBLISHER = uuid(6)

export function record(file: string, data: object): StoryRecord {
  const parsed = parseStoryFile(file, JSON.stringify(data), new Date('2025-01-01T00:00:00Z'))
  if (!parsed.ok) throw new Error(`${file}: ${parsed.problem}`)
  return parsed.record
}

export const storyLink = (id: string, cached_url: string) => ({
  fieldtype: 'multilink',
  linktype: 'story',
  id,
  url: '',
  cached_url,
})

const records = [
  record('home.json', {
    uuid: HOME,
    name: 'Startseite',
    published_at: '2025-01-05T00:00:00.000Z',
    content: {
      component: 'page',
      _uid: 'home',
      title: 'Willkommen',
      title__i18n__fr: 'Bienvenue',
      body: [
        {
          component: 'teaser',
          _uid: 't1',
          headline: 'Küche',
          link: storyLink(CATEGORY, 'kategorieseiten/kueche'),
        },
      ],
    },
  }),
  record('autoren/lena.json', {
    uuid: AUTHOR,
    name: 'Lena',
    position: 2,
    content: {
      component: 'author',
      _uid: 'a',
      name: 'Lena',
      role: 'Redaktion',
      role__i18n__fr: 'Rédaction',
      publisher: PUBLISHER,
    },
  }),
  record('autoren/verlag.json', {
    uuid: PUBLISHER,
    name: 'Verlag',
    position: 1,
    content: { component: 'publisher', _uid: 'p', name: 'Hausverlag' },
  }),
  record('kategorieseiten/kueche.json', {
    uuid: CATEGORY,
    name: 'Küche',
    tag_list: ['kueche'],
    translated_slugs: [{ lang: 'fr', path: 'kategorieseiten/cuisine', name: 'Cuisine' }],
    content: {
      component: 'page',
      _uid: 'k',
      title: 'Küche',
      title__i18n__fr: 'Cuisine',
      title__i18n__nl: '',
      body: [],
    },
  }),
  record('ratgeber/index.json', {
    uuid: uuid(7),
    name: 'Ratgeber',
    translated_slugs: [{ lang: 'fr', path: 'les-inspirations/', name: 'Inspirations' }],
    content: { component: 'page', _uid: 'r', body: [] },
  }),
  record('ratgeber/ordnung.json', {
    uuid: ARTICLE,
    name: 'Ordnung',
    published_at: '2025-01-20T00:00:00.000Z',
    tag_list: ['kueche', 'ordnung'],
    translated_slugs: [
      { lang: 'fr', path: 'les-inspirations/ordre', name: 'Ordre' },
      { lang: 'nl', path: 'magazine/orde', name: 'Orde' },
    ],
    content: {
      component: 'article',
      _uid: 'art',
      title: 'Ordnung',
      title__i18n__fr: 'Ordre',
      author: AUTHOR,
      body: [
        {
          component: 'richtext',
          _uid: 'rt',
          text: {
            type: 'doc',
            content: [
              {
                type: 'text',
                text: 'Küche',
                marks: [{ type: 'link', attrs: { linktype: 'story', uuid: HOME } }],
              },
            ],
          },
        },
      ],
    },
  }),
  record('ratgeber/ordnung.draft.json', {
    uuid: ARTICLE,
    name: 'Ordnung',
    translated_slugs: [{ lang: 'fr', path: 'les-inspirations/ordre', name: 'Ordre' }],
    content: { component: 'article', _uid: 'art', title: 'Ordnung (Entwurf)', author: AUTHOR, body: [] },
  }),
  record('ratgeber/neu.draft.json', {
    uuid: DRAFT_ONLY,
    name: 'Neu',
    translated_slugs: [{ lang: 'fr', path: 'les-inspirations/nouveau', name: 'Nouveau' }],
    content: { component: 'article', _uid: 'neu', title: 'Neu', body: [] },
  }),
]
export const space = createSpace(records, 1_736_000_000)

export async function get(path: string, params: Record<string, string> = {}, token = EMBEDDED_TOKENS.public) {
  const url = new URL(`http://embedded/v2/cdn/${path}`)
  for (const [key, value] of Object.entries({ token, ...params })) url.searchParams.set(key, value)
  const response = handleContentRequest(space, new Request(url))
  return { status: response.status, headers: response.headers, body: await response.json() }
}
