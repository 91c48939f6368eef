// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactElement } from 'react'
import { getMarket, type MarketCode } from '@/lib/config'
import type { Language } from '@/lib/config/markets'
import { withoutDisabledLinks } from '@/lib/content/rules/faq'
import { readHeaderNavigation } from '@/lib/content/rules/navigation'
import { readBannerSchedule } from '@/lib/content/rules/session-layout'
import { resolveLink } from '@/lib/content/rules/links'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { HeaderView } from '@/components/layout/HeaderView'
import type { BannerView } from '@/components/layout/BannerStrip'
import de from '@/messages/de'
import fr from '@/messages/fr'
import nl from '@/messages/nl'
import { installLayoutShim } from '../intl'
import { layoutStory } from './layout-fixture'

const MESSAGES = { de, fr, nl }

function renderIn(language: Language, ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale={language} messages={MESSAGES[language]} timeZone="Europe/Berlin">
      {ui}
    </NextIntlClientProvider>,
  )
}

/** The header as the layout builds it: the layout stories read through the same rules as loadLayoutStory. */
function header(code: MarketCode, language: Language, options: { hasWishlist?: boolean; now?: Date } = {}) {
  const market = getMarket(code)
  const now = options.now ?? new Date('2026-02-20T12:00:00Z')
  const navigation = readHeaderNavigation(
    withoutDisabledLinks(layoutStory('header', language).content, market.options),
    {
      language,
      market: code,
    },
  )
  const banners: BannerView[] = readBannerSchedule(layoutStory('session', language).content, {
    market: code,
    now,
  }).map((b) => ({ ...b, link: resolveLink(b.link, language) ?? undefined }))
  return (
    <HeaderView
      market={{
        options: { ...market.options, hasWishlist: options.hasWishlist ?? market.options.hasWishlist },
      }}
      navigation={navigation}
      banners={banners}
      renderedAt={now.getTime()}
      languageSwitch={<nav aria-label="Sprache-Slot" />}
    />
  )
}

let restoreLayout: () => void
beforeEach(() => {
  restoreLayout = installLayoutShim()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-02-20T12:00:00Z'))
})
afterEach(() => {
  cleanup()
  restoreLayout()
  vi.useRealTimers()
  act(() => useDialogStore.setState({ stack: [] }))
})

const pairs = (links: HTMLElement[]) => links.map((a) => [a.textContent, a.getAttribute('href')])

describe('site header from the layout stories (spec 02 §2, §3)', () => {
  it('shows the header story’s category pages as the main navigation, in the page’s language', () => {
    renderIn('fr', header('de-ch', 'fr'))
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' })
    const links = pairs(within(nav).getAllByRole('link'))
    expect(links.map(([label]) => label)).toEqual([
      'Cuisine',
      'Salon & séjour',
      'Salle de bain',
      'Linge de maison',
      'Électroménager',
      "Bons d'achat",
      'Inspirations',
    ])
    // French paths of the linked stories, without the kategorieseiten folder (spec 01 §2).
    expect(links.map(([, href]) => href)).toEqual(
      expect.arrayContaining(['/fr/cuisine/', '/fr/les-inspirations/']),
    )
    for (const [, href] of links) expect(href).toMatch(/^\/fr\/[a-z-]+\/$/)
  })

  it.each<[boolean, string[]]>([
    [true, ['Suche', 'Mein Konto', 'Wunschliste', 'Warenkorb']],
    [false, ['Suche', 'Mein Konto', 'Warenkorb']],
  ])('service links with hasWishlist %s', (hasWishlist, labels) => {
    renderIn('de', header('de-de', 'de', { hasWishlist }))
    const service = screen.getByRole('navigation', { name: 'Service' })
    expect(
      within(service)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(labels)
    expect(within(service).getByRole('link', { name: 'Warenkorb' })).toHaveAttribute('href', '/de/warenkorb/')
    expect(screen.getByRole('navigation', { name: 'Sprache-Slot' })).toBeInTheDocument()
  })

  it('renders counters in their service link’s slot', () => {
    const market = getMarket('nl-nl')
    renderIn(
      'nl',
      <HeaderView
        market={market}
        navigation={{ main: [] }}
        banners={[]}
        renderedAt={Date.now()}
        badges={{ basket: <span data-testid="basket-count">3</span> }}
      />,
    )
    const basket = screen.getByRole('link', { name: /Winkelmandje/ })
    expect(basket).toHaveAttribute('href', '/nl/winkelmandje/')
    expect(within(basket).getByTestId('basket-count')).toHaveTextContent('3')
    // Without a header story there is no main navigation and no menu, only the shop's own links.
    expect(screen.queryByRole('navigation', { name: 'Hoofdnavigatie' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull()
  })

  it('opens the main navigation in the mobile navigation dialog; Escape closes it and focus returns', () => {
    renderIn('de', header('de-de', 'de'))
    const button = screen.getByRole('button', { name: 'Menü' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    act(() => button.focus())
    fireEvent.click(button)
    const dialog = screen.getByRole('dialog', { name: 'Menü' })
    expect(dialog).toHaveAttribute('data-dialog-kind', 'mobileNavigation')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const nav = within(dialog).getByRole('navigation', { name: 'Hauptnavigation' })
    expect(within(nav).getByRole('link', { name: 'Heimtextilien' })).toHaveAttribute(
      'href',
      '/de/heimtextilien/',
    )
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button).toHaveFocus()
  })

  it('following a link in the menu closes it', () => {
    renderIn('de', header('de-de', 'de'))
    fireEvent.click(screen.getByRole('button', { name: 'Menü' }))
    const link = within(screen.getByRole('dialog')).getByRole('link', { name: 'Bad' })
    link.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(link)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('banner strip (spec 02 §3 banners, spec 01 §5 campaign windows)', () => {
  const banners = () => screen.queryByRole('region', { name: 'Aktuelle Hinweise' })

  it('shows the market’s current banners with their links', () => {
    renderIn('de', header('de-ch', 'de'))
    const strip = banners()
    expect(strip).toHaveTextContent('Kostenlose Rücksendung innerhalb von 14 Tagen')
    expect(strip).toHaveTextContent('Jetzt auch mit TWINT bezahlen')
    expect(strip).not.toHaveTextContent('Frühlingsaktion')
    expect(within(strip!).getByRole('link', { name: 'Versand & Zahlung' })).toHaveAttribute(
      'href',
      '/de/versand-und-zahlung/',
    )
  })

  it('a page rendered before the campaign shows its banner once the visitor’s clock is inside the window', () => {
    const page = header('de-de', 'de', { now: new Date('2026-02-20T12:00:00Z') })
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z'))
    renderIn('de', page)
    expect(banners()).toHaveTextContent('Frühlingsaktion: 10 % auf Ihre ganze Bestellung')
    expect(within(banners()!).getByRole('link', { name: 'Jetzt entdecken' })).toHaveAttribute(
      'href',
      '/de/heimtextilien/',
    )
    expect(banners()).not.toHaveTextContent('TWINT')
  })

  it('hides a banner whose window has passed on the visitor’s clock, and the strip when none is left', () => {
    vi.setSystemTime(new Date('2026-05-01T00:00:00Z'))
    renderIn(
      'de',
      <HeaderView
        market={getMarket('de-de')}
        navigation={{ main: [] }}
        renderedAt={new Date('2026-04-01T00:00:00Z').getTime()}
        banners={[{ id: 'b', text: 'Frühling', tone: 'promotion', dateTo: '2026-04-30 23:59' }]}
      />,
    )
    expect(banners()).toBeNull()
  })
})
