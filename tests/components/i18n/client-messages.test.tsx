// Client features declare their own texts (lib/i18n/client-messages.tsx): each feature's provider sends
// the shared namespaces plus exactly what it declares, and what it declares exists in every language.
import type { ComponentProps } from 'react'
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl'
import { CLIENT_NAMESPACES, clientMessages } from '@/lib/i18n/messages'
import { clientMessagesProvider } from '@/lib/i18n/client-messages'
import { AppShellMessages } from '@/components/app-shell/AppShellMessages'
import { BasketMessages } from '@/components/basket/BasketMessages'
import { BlockMessages } from '@/components/content/BlockMessages'
import { ProductBlockMessages } from '@/components/content/blocks/ProductBlockMessages'
import { ListingMessages } from '@/components/listing/ListingMessages'
import { ProductDetailMessages } from '@/components/product/ProductDetailMessages'
import { LAYER_MESSAGE_LOADERS } from '@/components/recommendations/LayerRecommendations'
import { RecommendationMessages } from '@/components/recommendations/RecommendationMessages'
import { SearchFieldMessages } from '@/components/search/SearchFieldMessages'
import { UiKitMessages } from '@/components/uikit/UiKitMessages'
import { WishlistMessages } from '@/components/wishlist/WishlistMessages'
import de from '@/messages/de'
import fr from '@/messages/fr'
import nl from '@/messages/nl'

type FeatureMessages = ReturnType<typeof clientMessagesProvider>

const FEATURES: Record<string, FeatureMessages> = {
  AppShellMessages,
  BasketMessages,
  BlockMessages,
  ListingMessages,
  ProductBlockMessages,
  ProductDetailMessages,
  RecommendationMessages,
  SearchFieldMessages,
  UiKitMessages,
  WishlistMessages,
}

/** What the islands inside `Provider` read, rendered as the server renders it: inside all the texts. */
function messagesSentBy(Provider: FeatureMessages, props: Partial<ComponentProps<FeatureMessages>> = {}) {
  let seen: Record<string, unknown> = {}
  function Island() {
    seen = useMessages()
    return null
  }
  renderToString(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <Provider locale="de" {...props}>
        <Island />
      </Provider>
    </NextIntlClientProvider>,
  )
  return seen
}

const at = (messages: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages)

describe('a client feature brings exactly the messages it declares', () => {
  it.each(Object.entries(FEATURES))('%s: the shared namespaces plus its own', (_, Provider) => {
    const sent = messagesSentBy(Provider)
    const namespaces = new Set([...CLIENT_NAMESPACES, ...Provider.needs].map((need) => need.split('.')[0]))
    expect(Object.keys(sent).sort()).toEqual([...namespaces].sort())
    for (const need of Provider.needs) expect(at(sent, need), need).toEqual(at(de, need))
  })

  it.each(Object.entries(FEATURES))('%s: a part of a namespace travels without the rest', (_, Provider) => {
    const sent = messagesSentBy(Provider)
    const needs: string[] = [...CLIENT_NAMESPACES, ...Provider.needs]
    const whole = new Set<string>(needs.filter((n) => !n.includes('.')))
    for (const need of needs.filter((n) => n.includes('.'))) {
      const [namespace = ''] = need.split('.')
      if (whole.has(namespace)) continue
      const parts = needs.filter((n) => n.startsWith(`${namespace}.`)).map((n) => n.split('.')[1])
      expect(Object.keys(sent[namespace] as object).sort(), need).toEqual([...new Set(parts)].sort())
    }
  })

  it.each([
    ['de', de],
    ['fr', fr],
    ['nl', nl],
  ] as const)('every declared text exists in %s', (_, messages) => {
    for (const [name, Provider] of Object.entries(FEATURES))
      for (const need of Provider.needs) expect(at(messages, need), `${name}: ${need}`).toBeDefined()
  })

  it('hands locale and time zone on to the provider it renders', () => {
    let seen: [string, string | undefined] = ['', undefined]
    function Island() {
      seen = [useLocale(), useTimeZone()]
      return null
    }
    renderToString(
      <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
        <AppShellMessages locale="fr" timeZone="Europe/Zurich">
          <Island />
        </AppShellMessages>
      </NextIntlClientProvider>,
    )
    expect(seen).toEqual(['fr', 'Europe/Zurich'])
  })
})

describe('picking messages', () => {
  const all = {
    blocks: { slider: { next: 'n' }, carousel: { play: 'p' } },
    search: { field: { a: 1 }, page: {} },
  }

  it('sends a dotted part of a namespace alone', () => {
    expect(clientMessages(all, ['blocks.slider'])).toEqual({ blocks: { slider: { next: 'n' } } })
  })

  it('merges parts of one namespace and lets the whole namespace win', () => {
    expect(clientMessages(all, ['blocks.slider', 'blocks.carousel'])).toEqual({ blocks: all.blocks })
    expect(clientMessages(all, ['blocks', 'blocks.slider']).blocks).toBe(all.blocks)
  })

  it('never writes to the messages it picks from', () => {
    clientMessages(all, ['blocks', 'blocks.slider', 'search.field'])
    expect(all.blocks).toEqual({ slider: { next: 'n' }, carousel: { play: 'p' } })
  })

  it('skips parts that do not exist', () => {
    // Only the shared part that exists here (blocks.slider, CLIENT_NAMESPACES) travels.
    expect(clientMessages(all, ['blocks.missing', 'missing.part'])).toEqual({
      blocks: { slider: { next: 'n' } },
    })
  })
})

describe('recommendation sliders', () => {
  it('get the label of the cards’ image swiper (listing.card.images)', () => {
    expect(at(messagesSentBy(RecommendationMessages), 'listing.card.images')).toBe(
      at(de, 'listing.card.images'),
    )
  })

  it.each([
    ['de', de],
    ['fr', fr],
    ['nl', nl],
  ] as const)(
    'the add-to-cart layer loads exactly what RecommendationMessages declares (%s)',
    async (lang, all) => {
      const loaded = await LAYER_MESSAGE_LOADERS[lang]()
      for (const need of RecommendationMessages.needs) expect(at(loaded, need), need).toEqual(at(all, need))
      expect(Object.keys(loaded).sort()).toEqual(
        [...new Set(RecommendationMessages.needs.map((n) => n.split('.')[0]))].sort(),
      )
    },
  )
})
