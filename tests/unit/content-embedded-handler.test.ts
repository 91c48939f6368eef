import { describe, expect, it } from 'vitest'
import {
  ARTICLE,
  AUTHOR,
  CATEGORY,
  DRAFT_ONLY,
  EMBEDDED_TOKENS,
  HOME,
  PUBLISHER,
  get,
  uuid,
} from './content-embedded-fixtures'

describe('embedded content service: GET /v2/cdn/stories/{slug} (spec 01 §7)', () => {
  it('answers a story by full slug in the default language, with cv, rels and links', async () => {
    const { status, body } = await get('stories/kategorieseiten/kueche')
    expect(status).toBe(200)
    expect(body).toMatchObject({ cv: 1_736_000_000, rels: [], links: [] })
    expect(body.story).toMatchObject({
      uuid: CATEGORY,
      full_slug: 'kategorieseiten/kueche',
      default_full_slug: 'kategorieseiten/kueche',
      slug: 'kueche',
      lang: 'default',
      content: { component: 'page', _uid: 'k', title: 'Küche' },
    })
  })

  it('finds the translated path under its language prefix and answers in that language', async () => {
    const { body } = await get('stories/fr/kategorieseiten/cuisine')
    expect(body.story).toMatchObject({ uuid: CATEGORY, lang: 'fr', full_slug: 'fr/kategorieseiten/cuisine' })
    expect(body.story.content.title).toBe('Cuisine')
  })

  it('also finds a story by default path with a language parameter', async () => {
    const { body } = await get('stories/kategorieseiten/kueche', { language: 'fr' })
    expect(body.story.full_slug).toBe('fr/kategorieseiten/cuisine')
  })

  it('lists translated_slugs for every language, the default path where none is set', async () => {
    const { body } = await get('stories/kategorieseiten/kueche', { language: 'fr' })
    expect(body.story.translated_slugs).toEqual([
      { lang: 'fr', path: 'kategorieseiten/cuisine', name: 'Cuisine', published: true },
      { lang: 'nl', path: 'kategorieseiten/kueche', name: null, published: null },
    ])
  })

  it('falls back to the default value for untranslated or empty fields and drops __i18n__ keys', async () => {
    const { body } = await get('stories/kategorieseiten/kueche', { language: 'nl' })
    expect(body.story.content.title).toBe('Küche')
    expect(Object.keys(body.story.content).some((k) => k.includes('__i18n__'))).toBe(false)
    const fallback = await get('stories/kategorieseiten/kueche', { language: 'nl', fallback_lang: 'fr' })
    expect(fallback.body.story.content.title).toBe('Cuisine')
  })

  it('answers a folder start page with and without the trailing slash, and in its translated folder', async () => {
    for (const path of ['stories/ratgeber', 'stories/ratgeber/', 'stories/fr/les-inspirations/']) {
      const { status, body } = await get(path)
      expect(status).toBe(200)
      expect(body.story).toMatchObject({ uuid: uuid(7), is_startpage: true })
    }
  })

  it('answers by numeric id and by uuid with find_by=uuid', async () => {
    const byPath = await get('stories/ratgeber/ordnung')
    expect((await get(`stories/${byPath.body.story.id}`)).body.story.uuid).toBe(ARTICLE)
    expect((await get(`stories/${ARTICLE}`, { find_by: 'uuid' })).body.story.full_slug).toBe(
      'ratgeber/ordnung',
    )
  })

  it('answers 404 with Storyblok’s error body for an unknown story', async () => {
    const { status, body } = await get('stories/gibt-es-nicht')
    expect(status).toBe(404)
    expect(body).toEqual(['This record could not be found'])
  })

  it('resolve_relations puts the related stories into rels, one level deeper too (resolve_level 2)', async () => {
    const { body } = await get('stories/ratgeber/ordnung', {
      resolve_relations: 'article.author,author.publisher',
      language: 'fr',
    })
    expect(body.story.content.author).toBe(AUTHOR)
    expect(body.rels.map((r: { uuid: string }) => r.uuid)).toEqual([AUTHOR, PUBLISHER])
    expect(body.rels[0].content.role).toBe('Rédaction')
    expect(body.rel_uuids).toBeUndefined()
  })

  it('resolve_links=url puts link objects of multilinks and rich-text links into links', async () => {
    const { body } = await get('stories/ratgeber/ordnung', { resolve_links: 'url', language: 'fr' })
    expect(body.links).toEqual([
      {
        id: expect.any(Number),
        uuid: HOME,
        name: 'Startseite',
        slug: 'home',
        full_slug: 'fr/home',
        url: 'fr/home',
      },
    ])
    const home = await get('stories/home', { resolve_links: 'story', language: 'fr' })
    expect(home.body.links[0]).toMatchObject({ uuid: CATEGORY, full_slug: 'fr/kategorieseiten/cuisine' })
    const asLink = await get('stories/home', { resolve_links: 'link' })
    expect(asLink.body.links[0]).toMatchObject({
      uuid: CATEGORY,
      slug: 'kategorieseiten/kueche',
      real_path: '/kategorieseiten/kueche',
    })
  })

  it('excluding_fields drops content fields in every block; excluding_story_fields drops story fields', async () => {
    const { body } = await get('stories/home', {
      excluding_fields: 'headline,title',
      excluding_story_fields: 'tag_list,uuid',
    })
    expect(body.story.content.title).toBeUndefined()
    expect(body.story.content.body[0].headline).toBeUndefined()
    expect(body.story.content.body[0].link).toBeDefined()
    expect(body.story.tag_list).toBeUndefined()
    expect(body.story.uuid).toBe(HOME)
  })
})

describe('embedded content service: draft and published versions (spec 01 §9)', () => {
  it('serves the .draft.json over the published file in version=draft, with _editable markers', async () => {
    const draft = await get('stories/ratgeber/ordnung', { version: 'draft' }, EMBEDDED_TOKENS.preview)
    expect(draft.body.story.content.title).toBe('Ordnung (Entwurf)')
    // A draft of a live story: its translation counts as published, as the language switch needs.
    expect(draft.body.story.translated_slugs[0]).toMatchObject({ lang: 'fr', published: true })
    expect(draft.body.story.content._editable).toMatch(/^<!--#storyblok#\{.*"uid":"art".*\}-->$/)
    const published = await get('stories/ratgeber/ordnung')
    expect(published.body.story.content.title).toBe('Ordnung')
    expect(published.body.story.content._editable).toBeUndefined()
  })

  it('shows a story that exists only as a draft in the draft version alone', async () => {
    expect((await get('stories/ratgeber/neu')).status).toBe(404)
    const draft = await get('stories/ratgeber/neu', { version: 'draft' }, EMBEDDED_TOKENS.preview)
    expect(draft.body.story).toMatchObject({ uuid: DRAFT_ONLY, published_at: null })
    expect(draft.body.story.translated_slugs[0]).toMatchObject({ lang: 'fr', published: false })
  })

  it('needs a token, and the preview token for drafts', async () => {
    expect((await get('stories/home', {}, '')).status).toBe(401)
    expect((await get('stories/home', {}, 'wrong')).status).toBe(401)
    expect((await get('stories/home', { version: 'draft' })).status).toBe(401)
    expect((await get('stories/home', {}, EMBEDDED_TOKENS.preview)).status).toBe(200)
  })
})
