// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import fr from '@/messages/fr'
import { CurrentRoute } from '@/components/layout/CurrentRoute'
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import './layout-fixture'

// The router's segments below the layout; the address bar is deliberately something else: on a page
// prerendered at build it names the internal route.
const route = vi.hoisted(() => ({ segments: ['content', 'service-client'] as string[] }))
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useSelectedLayoutSegments: () => route.segments,
  usePathname: () => '/fr-ch/fr/thank-you/',
  useParams: () => ({ market: 'fr-ch', lang: 'fr' }),
}))

afterEach(cleanup)

const content = {
  route: 'content/service-client',
  targets: { de: '/de/kundenservice/', fr: '/fr/service-client/' },
}

function renderSwitch(props: Parameters<typeof LanguageSwitcher>[0]) {
  render(
    <NextIntlClientProvider locale="fr" messages={fr} timeZone="Europe/Zurich">
      <CurrentRoute>
        <LanguageSwitcher {...props} />
      </CurrentRoute>
    </NextIntlClientProvider>,
  )
  return within(screen.getByRole('navigation', { name: 'Langue' }))
}

describe('language switch (spec 01 §2: localised paths, translated slugs)', () => {
  it('leads a content page to its story’s path in each language', () => {
    const nav = renderSwitch({ languages: ['de', 'fr'], page: content })
    expect(nav.getByRole('link', { name: 'DE Deutsch' })).toHaveAttribute('href', '/de/kundenservice/')
    expect(nav.getByRole('link', { name: 'DE Deutsch' })).toHaveAttribute('hreflang', 'de')
    expect(nav.getByRole('link', { name: 'FR Français' })).toHaveAttribute('href', '/fr/service-client/')
    expect(nav.getByRole('link', { name: 'FR Français' })).toHaveAttribute('aria-current', 'true')
  })

  it('recognises its page when the router hands the slug over encoded', () => {
    route.segments = ['listing', 'salon-et-s%C3%A9jour']
    const nav = renderSwitch({
      languages: ['fr', 'de'],
      page: {
        route: 'listing/salon-et-séjour',
        targets: { fr: '/fr/salon-et-s%C3%A9jour/', de: '/de/wohnen/' },
        query: 'page=2&voucher=X',
      },
    })
    expect(nav.getByRole('link', { name: 'DE Deutsch' })).toHaveAttribute('href', '/de/wohnen/?page=2')
  })

  it('on a screen prerendered at build, the screen’s own path, not the internal route', () => {
    route.segments = ['thank-you']
    const nav = renderSwitch({ languages: ['fr', 'de'] })
    expect(nav.getByRole('link', { name: 'DE Deutsch' })).toHaveAttribute('href', '/de/danke/')
    expect(nav.getByRole('link', { name: 'FR Français' })).toHaveAttribute('href', '/fr/merci/')
  })

  it('on a screen, a switch left over from a content page keeps the screen instead', () => {
    route.segments = ['basket']
    const nav = renderSwitch({ languages: ['de', 'fr'], page: content })
    expect(nav.getByRole('link', { name: 'DE Deutsch' })).toHaveAttribute('href', '/de/warenkorb/')
    expect(nav.getByRole('link', { name: 'FR Français' })).toHaveAttribute('href', '/fr/panier/')
  })

  it('a screen with parameters keeps them', () => {
    route.segments = ['account', 'orders', '4711']
    const nav = renderSwitch({ languages: ['de', 'fr'] })
    expect(nav.getByRole('link', { name: 'DE Deutsch' })).toHaveAttribute(
      'href',
      '/de/konto/bestellung/4711/',
    )
  })
})
