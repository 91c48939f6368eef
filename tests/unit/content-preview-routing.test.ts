import { describe, expect, it } from 'vitest'
import { buildShopConfig } from '@/lib/config'
import { decideRoute, type IncomingRequest } from '@/lib/routing/rules/decide'

const config = buildShopConfig({})
const decide = (rawPath: string, search: string, req: Partial<IncomingRequest> = {}) =>
  decideRoute({ host: 'localhost:3000', rawPath, search, ...req }, config, () => null)

const EDITOR = '?_storyblok=4711&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=1&_storyblok_tk[token]=x'

/**
 * Requests from the visual editor go to the dynamic preview pages, so the story pages
 * stay static; requests without editor parameters never reach the preview (spec 01 §7: the bridge only
 * with an editor token). The preview page checks the token itself.
 */
describe('visual editor requests (spec 01 §7)', () => {
  it.each([
    ['/de/', EDITOR, '/de-de/de/preview/'],
    ['/de/kueche/', EDITOR, '/de-de/de/preview/kueche/'],
    ['/de/ratgeber/bettwaesche-waehlen/', '?_storyblok=1', '/de-de/de/preview/ratgeber/bettwaesche-waehlen/'],
    // The editor wins over listing parameters: the editor looks at the story, not a filtered view.
    ['/de/kueche/', `${EDITOR}&page=2`, '/de-de/de/preview/kueche/'],
    [
      '/de/documentation/pflege-und-reinigung/',
      EDITOR,
      '/de-de/de/documentation-preview/pflege-und-reinigung/',
    ],
    ['/de/%C3%BCber-uns/', EDITOR, '/de-de/de/preview/%C3%BCber-uns/'],
  ])('%s%s → %s', (path, search, destination) => {
    expect(decide(path, search)).toMatchObject({ kind: 'rewrite', destination, notFound: false })
  })

  it.each([
    [
      'fr-ch.localhost:3000',
      '/fr/documentation/entretien-et-nettoyage/',
      '/fr-ch/fr/documentation-preview/entretien-et-nettoyage/',
    ],
    ['nl-nl.localhost:3000', '/nl/', '/nl-nl/nl/preview/'],
  ])('in market %s, %s → %s', (host, path, destination) => {
    expect(decide(path, EDITOR, { host })).toMatchObject({ kind: 'rewrite', destination })
  })

  it.each([
    ['/de/', '', '/de-de/de/'],
    ['/de/kueche/', '?utm_source=x', '/de-de/de/content/kueche/'],
    [
      '/de/documentation/pflege-und-reinigung/',
      '?storyblok=1',
      '/de-de/de/documentation/pflege-und-reinigung/',
    ],
    // Screens are no stories: editor parameters change nothing there.
    ['/de/warenkorb/', EDITOR, '/de-de/de/basket/'],
    ['/de/documentation/ui-kit/', EDITOR, '/de-de/de/documentation/ui-kit/'],
  ])('%s%s stays %s', (path, search, destination) => {
    expect(decide(path, search)).toMatchObject({ kind: 'rewrite', destination })
  })

  it('the editor parameters survive the trailing-slash redirect the editor URL usually needs', () => {
    expect(decide('/de/documentation/pflege-und-reinigung', EDITOR)).toMatchObject({
      kind: 'redirect',
      location: `/de/documentation/pflege-und-reinigung/${EDITOR}`,
    })
  })
})
