// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { CampaignCards } from '@/components/content/blocks/CampaignCards'
import {
  asset,
  blok,
  context,
  doc,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  expectNoScriptUrls,
  hostileLink,
  renderBlock,
  storyLink,
} from './ai-helpers'

const card = (uid: string, fields: Record<string, unknown>) => blok('campaign_card', uid, fields)

const cards = blok('campaign_cards', 'home-aktionen', {
  headline: 'Aktuelle Aktionen',
  cards: [
    card('aktion-backen', {
      headline: 'Backwochen',
      text: '15 % auf Backformen',
      image: asset('backen.jpg', 'Backformen mit Teig'),
      badge: '-15 %',
      link: storyLink('kategorieseiten/kueche'),
      link_label: 'Jetzt backen',
      date_from: '2025-05-20',
      date_to: '2025-06-15',
      terms: doc('Gilt nur für Backformen.'),
    }),
    card('aktion-vorbei', { headline: 'Frühling', date_to: '2025-05-01' }),
    card('aktion-spaeter', { headline: 'Herbst', date_from: '2025-09-01' }),
    card('aktion-immer', { headline: 'Gratisversand', text: 'Ab 50 € versandkostenfrei' }),
  ],
})

describe('campaign cards block (spec 01 §2, §5)', () => {
  it('shows only the cards whose campaign runs now', () => {
    renderBlock(CampaignCards, cards)
    expect(screen.getByRole('heading', { level: 2, name: 'Aktuelle Aktionen' })).toBeInTheDocument()
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual(['Backwochen', 'Gratisversand'])
    expect(screen.getByRole('img', { name: 'Backformen mit Teig' })).toBeInTheDocument()
    expect(screen.getByText('-15 %')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Jetzt backen' })).toHaveAttribute('href', '/de/kueche/')
    expect(screen.getByRole('button', { name: 'Teilnahmebedingungen' })).toBeInTheDocument()
  })

  it('a date-only end lasts the whole day (UTC), and the block disappears when no card is left', () => {
    const lastDay = renderBlock(CampaignCards, cards, context({ now: new Date('2025-06-15T23:59:59Z') }))
    expect(screen.getByText('Backwochen')).toBeInTheDocument()
    lastDay.unmount()
    const none = renderBlock(
      CampaignCards,
      { ...cards, cards: (cards.cards as unknown[]).slice(1, 3) },
      context({ now: new Date('2025-06-16T00:00:00Z') }),
    )
    expect(none.container).toBeEmptyDOMElement()
  })

  it('a javascript: link does not become a link', () => {
    const { container } = renderBlock(CampaignCards, {
      ...cards,
      cards: [card('x', { headline: 'X', link: hostileLink, link_label: 'Los' })],
    })
    expect(screen.queryByRole('link')).toBeNull()
    expectNoScriptUrls(container)
  })

  it('carries editable attributes only in preview, on the cards too', () => {
    expectEditableOnlyInPreview(CampaignCards, cards)
    const { container } = renderBlock(CampaignCards, cards, context({ preview: true }))
    expect(container.querySelector('li[data-blok-uid="4711-aktion-immer"]')).not.toBeNull()
  })

  it('wrong field types never throw', () => {
    expectGarbageIsHarmless(CampaignCards, 'campaign_cards')
  })
})
