// @vitest-environment jsdom
/**
 * Which header links the router prefetches (issue 15 items 3 and 4): the category navigation is, the
 * brand link and the service links are not. They are on every page; their targets are the cached home
 * page, whose prefetch fetched its stage image too, and per-visitor screens a prefetch only renders
 * for nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import type { ComponentProps } from 'react'
import { getMarket } from '@/lib/config'
import type { HeaderNavigation } from '@/lib/content/rules/navigation'
import { HeaderView } from '@/components/layout/HeaderView'
import de from '@/messages/de'

// next/link as a plain anchor that shows the prefetch it was given (next-intl's Link renders it too).
vi.mock('next/link', () => ({
  default: ({ prefetch, href, children, ...rest }: ComponentProps<'a'> & { prefetch?: boolean | null }) => (
    <a href={String(href)} data-prefetch={prefetch === false ? 'off' : 'auto'} {...rest}>
      {children}
    </a>
  ),
}))

afterEach(cleanup)

const navigation: HeaderNavigation = {
  main: [{ id: 'kueche', label: 'Küche', href: '/de/kueche/', external: false, children: [] }],
}

function renderHeader() {
  const market = getMarket('de-de')
  return render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <HeaderView
        market={{ options: { ...market.options, hasWishlist: true } }}
        navigation={navigation}
        banners={[]}
        renderedAt={0}
      />
    </NextIntlClientProvider>,
  )
}

describe('header links and prefetching', () => {
  it('prefetches the category navigation, not the brand link or the service links', () => {
    renderHeader()
    const service = screen.getByRole('navigation', { name: de.common.serviceNavigation })
    const serviceLinks = within(service).getAllByRole('link')
    expect(serviceLinks.map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/de/warenkorb', '/de/wunschliste']),
    )
    for (const link of serviceLinks)
      expect(link.dataset.prefetch, link.getAttribute('href') ?? '').toBe('off')
    const brand = screen.getByRole('link', { name: new RegExp(de.common.home) })
    expect(brand.dataset.prefetch).toBe('off')
    const main = screen.getByRole('navigation', { name: de.common.mainNavigation })
    expect(within(main).getByRole('link', { name: 'Küche' }).dataset.prefetch).toBe('auto')
  })
})
