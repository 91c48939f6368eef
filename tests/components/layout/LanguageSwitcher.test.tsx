// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import fr from '@/messages/fr'
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import './layout-fixture'

const route = vi.hoisted(() => ({
  pathname: '/fr/service-client/',
  params: { market: 'de-ch', lang: 'fr', slug: ['service-client'] } as Record<string, string | string[]>,
}))
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  usePathname: () => route.pathname,
  useParams: () => route.params,
}))

afterEach(cleanup)

const content = { slug: 'service-client', targets: { de: '/de/kundenservice/', fr: '/fr/service-client/' } }

function renderSwitch(props: Parameters<typeof LanguageSwitcher>[0]) {
  render(
    <NextIntlClientProvider locale="fr" messages={fr} timeZone="Europe/Zurich">
      <LanguageSwitcher {...props} />
    </NextIntlClientProvider>,
  )
  return within(screen.getByRole('navigation', { name: 'Langue' }))
}

describe('language switch (spec 01 §2: translated slugs)', () => {
  it('leads a content page to its story’s path in each language', () => {
    const nav = renderSwitch({ languages: ['de', 'fr'], content })
    expect(nav.getByRole('link', { name: 'DE Deutsch' })).toHaveAttribute('href', '/de/kundenservice/')
    expect(nav.getByRole('link', { name: 'DE Deutsch' })).toHaveAttribute('hreflang', 'de')
    expect(nav.getByRole('link', { name: 'FR Français' })).toHaveAttribute('href', '/fr/service-client/')
    expect(nav.getByRole('link', { name: 'FR Français' })).toHaveAttribute('aria-current', 'true')
  })

  it('recognises its page when the router hands the slug over encoded', () => {
    route.params = { market: 'fr-ch', lang: 'fr', slug: ['salon-et-s%C3%A9jour'] }
    const nav = renderSwitch({
      languages: ['fr', 'de'],
      content: { slug: 'salon-et-séjour', targets: { fr: '/fr/salon-et-s%C3%A9jour/', de: '/de/wohnen/' } },
    })
    expect(nav.getByRole('link', { name: 'DE Deutsch' })).toHaveAttribute('href', '/de/wohnen/')
  })

  it('on a screen, a switch left over from a content page keeps the screen instead', () => {
    route.pathname = '/fr/panier/'
    route.params = { market: 'de-ch', lang: 'fr' }
    const nav = renderSwitch({ languages: ['de', 'fr'], content })
    expect(nav.getByRole('link', { name: 'DE Deutsch' })).toHaveAttribute('href', '/de/warenkorb/')
    expect(nav.getByRole('link', { name: 'FR Français' })).toHaveAttribute('href', '/fr/panier/')
  })

  it('a screen with parameters keeps them', () => {
    route.pathname = '/fr/compte/commandes/4711/'
    route.params = { market: 'de-ch', lang: 'fr', orderNumber: '4711' }
    const nav = renderSwitch({ languages: ['de', 'fr'] })
    expect(nav.getByRole('link', { name: 'DE Deutsch' })).toHaveAttribute(
      'href',
      '/de/konto/bestellung/4711/',
    )
  })
})
