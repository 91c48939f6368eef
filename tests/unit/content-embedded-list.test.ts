import { describe, expect, it } from 'vitest'
import { handleContentRequest } from '@/lib/content/rules/embedded/handler'
import { createSpace } from '@/lib/content/rules/embedded/space'
import {
  ARTICLE,
  AUTHOR,
  CATEGORY,
  DRAFT_ONLY,
  EMBEDDED_TOKENS,
  HOME,
  PUBLISHER,
  get,
  record,
  space,
  storyLink,
  uuid,
} from './content-embedded-fixtures'

describe('embedded content service: GET /v2/cdn/stories (spec 01 §7)', () => {
  const uuids = (body: { stories: { uuid: string }[] }) => body.stories.map((s) => s.uuid)

  it('filters by starts_with on the default path, the translated path or the language-prefixed path', async () => {
    expect(uuids((await get('stories', { starts_with: 'ratgeber/' })).body)).toEqual([uuid(7), ARTICLE])
    expect(uuids((await get('stories', { starts_with: 'les-inspirations/', language: 'fr' })).body)).toEqual([
      uuid(7),
      ARTICLE,
    ])
    const prefixed = await get('stories', { starts_with: 'fr/les-inspirations/ordre' })
    expect(prefixed.body.stories).toHaveLength(1)
    expect(prefixed.body.stories[0]).toMatchObject({ lang: 'fr', content: { title: 'Ordre' } })
  })

  it('filters by by_uuids, by_slugs (with folder wildcard), content_type and with_tag', async () => {
    expect(uuids((await get('stories', { by_uuids: `${ARTICLE},${HOME}` })).body).sort()).toEqual(
      [ARTICLE, HOME].sort(),
    )
    expect(uuids((await get('stories', { by_uuids_ordered: `${ARTICLE},${HOME}` })).body)).toEqual([
      ARTICLE,
      HOME,
    ])
    expect(uuids((await get('stories', { by_slugs: 'autoren/*,home' })).body)).toEqual([
      HOME,
      PUBLISHER,
      AUTHOR,
    ])
    expect(uuids((await get('stories', { content_type: 'article' })).body)).toEqual([ARTICLE])
    expect(uuids((await get('stories', { with_tag: 'kueche' })).body)).toEqual([CATEGORY, ARTICLE])
  })

  it('sorts by story attributes and content fields', async () => {
    expect(uuids((await get('stories', { starts_with: 'autoren/', sort_by: 'position:desc' })).body)).toEqual(
      [AUTHOR, PUBLISHER],
    )
    expect(
      uuids((await get('stories', { starts_with: 'autoren/', sort_by: 'content.name:asc' })).body),
    ).toEqual([PUBLISHER, AUTHOR])
  })

  it('pages with per_page (default 25, at most 100) and page, and sends total and per-page headers', async () => {
    const first = await get('stories', { per_page: '2', page: '1' })
    expect(first.headers.get('total')).toBe('6')
    expect(first.headers.get('per-page')).toBe('2')
    expect(first.body.stories).toHaveLength(2)
    const last = await get('stories', { per_page: '2', page: '3' })
    expect(last.body.stories).toHaveLength(2)
    expect((await get('stories', { per_page: '2', page: '4' })).body.stories).toEqual([])
    expect((await get('stories')).headers.get('per-page')).toBe('25')
    expect((await get('stories', { per_page: '500' })).headers.get('per-page')).toBe('100')
    expect((await get('stories', { per_page: 'many' })).status).toBe(422)
  })

  it('lists drafts in the draft version', async () => {
    const draft = await get(
      'stories',
      { starts_with: 'ratgeber/', version: 'draft' },
      EMBEDDED_TOKENS.preview,
    )
    expect(uuids(draft.body)).toEqual([uuid(7), DRAFT_ONLY, ARTICLE])
  })

  it('answers GET /v2/cdn/spaces/me with the content version and language codes', async () => {
    const { body } = await get('spaces/me')
    expect(body.space).toMatchObject({ id: 1, version: 1_736_000_000, language_codes: ['fr', 'nl'] })
  })

  it('takes only GET', () => {
    const response = handleContentRequest(
      space,
      new Request('http://embedded/v2/cdn/stories', { method: 'POST' }),
    )
    expect(response.status).toBe(405)
  })
})

describe('embedded content service: more than 50 relations or links (spec 01 §9 resolve batches)', () => {
  const many = Array.from({ length: 60 }, (_, i) => uuid(100 + i))
  const big = createSpace(
    [
      record('liste.json', {
        uuid: uuid(99),
        name: 'Liste',
        content: {
          component: 'list',
          _uid: 'l',
          items: many,
          links: many.map((id, i) => ({
            component: 'nav_item',
            _uid: `n${i}`,
            link: storyLink(id, `x/s${i}`),
          })),
        },
      }),
      ...many.map((id, i) =>
        record(`x/s${i}.json`, { uuid: id, name: `S${i}`, content: { component: 'page', _uid: `p${i}` } }),
      ),
    ],
    1,
  )
  const ask = async (params: string) =>
    (
      await handleContentRequest(
        big,
        new Request(`http://e/v2/cdn/stories/liste?token=${EMBEDDED_TOKENS.public}&${params}`),
      )
    ).json()

  it('answers rel_uuids instead of rels past 50 relations', async () => {
    const body = await ask('resolve_relations=list.items')
    expect(body.rels).toEqual([])
    expect(body.rel_uuids).toEqual(many)
  })

  it('answers link_uuids instead of links past 50 links', async () => {
    const body = await ask('resolve_links=url')
    expect(body.links).toEqual([])
    expect(body.link_uuids).toEqual(many)
  })
})
