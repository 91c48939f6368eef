// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { getMarket, type MarketCode } from '@/lib/config'
import type { Language } from '@/lib/config/markets'
import { withoutDisabledLinks } from '@/lib/content/rules/faq'
import { EMPTY_FOOTER_NAVIGATION, readFooterNavigation } from '@/lib/content/rules/navigation'
import { FooterView } from '@/components/layout/FooterView'
import de from '@/messages/de'
import fr from '@/messages/fr'
import nl from '@/messages/nl'
import { layoutStory } from './layout-fixture'

const MESSAGES = { de, fr, nl }

afterEach(cleanup)

/** The footer as the layout builds it, the FAQ switch applied as loadLayoutStory applies it. */
function renderFooter(
  code: MarketCode,
  language: Language,
  { faq, minimal }: { faq?: boolean; minimal?: boolean } = {},
) {
  const market = getMarket(code)
  const options = { faq: faq ?? market.options.faq }
  const navigation = readFooterNavigation(
    withoutDisabledLinks(layoutStory('footer', language).content, options),
    {
      language,
      market: code,
    },
  )
  return render(
    <NextIntlClientProvider locale={language} messages={MESSAGES[language]} timeZone="Europe/Berlin">
      <FooterView market={market} navigation={navigation} year={2026} minimal={minimal} />
    </NextIntlClientProvider>,
  )
}

const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'))

describe('site footer from the layout story (spec 02 §2, §3)', () => {
  it('shows the link groups, the legal line, hotline, trademark and copyright of de-de', () => {
    renderFooter('de-de', 'de')
    const nav = screen.getByRole('navigation', { name: 'Fußzeile' })
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Sortiment', 'Service'])
    expect(hrefs(nav)).toEqual(
      expect.arrayContaining(['/de/', '/de/kueche/', '/de/kundenservice/', '/de/faq/', '/de/ratgeber/']),
    )
    const legal = screen.getByRole('navigation', { name: 'Rechtliches' })
    expect(hrefs(legal)).toEqual(['/de/impressum/', '/de/datenschutz/', '/de/agb/'])
    expect(screen.getByRole('link', { name: '+49 30 1234 5670' })).toHaveAttribute(
      'href',
      'tel:+493012345670',
    )
    expect(screen.getByText('Service & Beratung')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Kontakt und Servicezeiten' })).toHaveAttribute(
      'href',
      '/de/kontakt/',
    )
    expect(screen.getByTestId('trademark')).toHaveTextContent('DPMA-Registernummer')
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent('© Hauswelt – alle Preise inkl. MwSt.')
    expect(footer).toHaveTextContent('Shop Deutschland')
    expect(footer).toHaveTextContent('Version 0.2.0')
  })

  it.each<[MarketCode, Language, boolean, string]>([
    ['de-ch', 'fr', true, '/fr/faq/'],
    ['fr-ch', 'fr', false, '/fr/faq/'],
    ['nl-nl', 'nl', false, '/nl/veelgestelde-vragen/'],
  ])('%s in %s links the FAQ: %s (spec 01 §1 faq switch)', (code, language, shown, faqPath) => {
    renderFooter(code, language)
    const links = hrefs(screen.getByRole('navigation', { name: MESSAGES[language].common.footerNavigation }))
    if (shown) expect(links).toContain(faqPath)
    else expect(links).not.toContain(faqPath)
    expect(links.length).toBeGreaterThanOrEqual(8)
  })

  it('the same market with its FAQ switched on links it', () => {
    renderFooter('nl-nl', 'nl', { faq: true })
    expect(hrefs(screen.getByRole('navigation', { name: 'Voettekst' }))).toContain('/nl/veelgestelde-vragen/')
  })

  it.each<[MarketCode, Language, string, RegExp | null]>([
    ['fr-ch', 'fr', '+41 44 123 45 67', /Swissreg/],
    ['nl-be', 'nl', '+32 2 123 45 67', null],
  ])('%s (%s): the market’s hotline and trademark notice', (code, language, phone, trademark) => {
    renderFooter(code, language)
    expect(screen.getByRole('link', { name: phone })).toBeInTheDocument()
    if (trademark) expect(screen.getByTestId('trademark')).toHaveTextContent(trademark)
    else expect(screen.queryByTestId('trademark')).toBeNull()
  })

  it('the checkout’s footer has the legal links and no way out into the shop', () => {
    renderFooter('de-at', 'de', { minimal: true })
    expect(screen.queryByRole('navigation', { name: 'Fußzeile' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Kontakt und Servicezeiten' })).toBeNull()
    expect(hrefs(screen.getByRole('navigation', { name: 'Rechtliches' }))).toEqual([
      '/de/impressum/',
      '/de/datenschutz/',
      '/de/agb/',
    ])
  })

  it('without the footer story the shop line, copyright and contact link remain', () => {
    render(
      <NextIntlClientProvider locale="fr" messages={fr} timeZone="Europe/Zurich">
        <FooterView market={getMarket('fr-be')} navigation={EMPTY_FOOTER_NAVIGATION} year={2026} />
      </NextIntlClientProvider>,
    )
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent(/© 2026 \S+/)
    expect(screen.getByRole('link', { name: 'Contact et horaires' })).toHaveAttribute(
      'href',
      '/fr/contactez-nous/',
    )
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
