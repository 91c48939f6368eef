// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isValidElement, type ReactElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { cleanup, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import de from '@/messages/de'
import fr from '@/messages/fr'
import { NotFoundBoundary, RouteNotFoundBoundary } from '@/components/errors/not-found-boundary'
import { NotFoundPage } from '@/components/errors/NotFoundPage'
import type { RoutePathShape } from '@/components/errors/RequestedPath'

// The route params the 404 pages read, as Next hands them to client components.
const route = vi.hoisted(() => ({ params: {} as Record<string, string | string[]> }))
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useParams: () => route.params,
}))
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}))

/** Inside the provider the root layout gives every page, in the page's language. */
const inShop = (ui: ReactNode, language: 'de' | 'fr' = 'de') => (
  <NextIntlClientProvider locale={language} messages={language === 'fr' ? fr : de} timeZone="Europe/Berlin">
    {ui}
  </NextIntlClientProvider>
)

afterEach(() => {
  cleanup()
  route.params = {}
})

describe('spec 01 §8: the 404 page says "Page Not Found: {path}" in the server-rendered HTML', () => {
  it.each<[string, Record<string, string | string[]>, RoutePathShape, string]>([
    [
      'a content page',
      { lang: 'de', slug: ['gibt-es-nicht', 'tiefer'] },
      { param: 'slug' },
      '/de/gibt-es-nicht/tiefer/',
    ],
    ['an encoded content segment', { lang: 'de', slug: ['%C3%BCber'] }, { param: 'slug' }, '/de/über/'],
    ['a file under a language', { lang: 'de', slug: ['katalog.pdf'] }, { param: 'slug' }, '/de/katalog.pdf'],
    [
      'a documentation page',
      { lang: 'fr', slug: ['nope'] },
      { param: 'slug', prefix: ['documentation'] },
      '/fr/documentation/nope/',
    ],
    ['a product number', { lang: 'nl', pdp: '4711' }, { param: 'pdp', prefix: ['p'] }, '/nl/p/4711/'],
    [
      'the proxy’s not-found route',
      { lang: 'de', path: ['xx', 'weg'] },
      { param: 'path', withLanguage: false },
      '/xx/weg/',
    ],
    [
      'a missing root-level file',
      { lang: 'de', path: ['x.php'] },
      { param: 'path', withLanguage: false },
      '/x.php',
    ],
  ])('%s: the path comes from the route params', (_case, params, shape, path) => {
    route.params = { market: 'de-de', ...params }
    expect(renderToString(inShop(<RouteNotFoundBoundary {...shape} />))).toContain(
      `Page Not Found: <span data-testid="requested-path">${path}</span>`,
    )
    render(inShop(<RouteNotFoundBoundary {...shape} />))
    expect(screen.getByTestId('not-found')).toHaveTextContent(`Page Not Found: ${path}`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(de.errors.notFound.headline)
    expect(screen.getByRole('link', { name: de.errors.notFound.home })).toHaveAttribute('href', '/')
  })

  it('escapes the path as text: markup in an address never becomes markup on the page', () => {
    route.params = { lang: 'de', slug: ['"><script>alert(1)</script><img src=x onerror=alert(2)>'] }
    const html = renderToString(inShop(<RouteNotFoundBoundary param="slug" />))
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;')
  })

  it('speaks the page’s language', () => {
    route.params = { lang: 'fr', slug: ['rien'] }
    render(inShop(<RouteNotFoundBoundary param="slug" />, 'fr'))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fr.errors.notFound.headline)
    expect(screen.getByTestId('requested-path')).toHaveTextContent('/fr/rien/')
  })

  it('a layout group’s boundary (static, shared by its pages) leaves the path to the browser', () => {
    expect(renderToString(inShop(<NotFoundBoundary />))).toContain(
      '<span data-testid="requested-path"></span>',
    )
    window.history.pushState({}, '', '/de/irgendwo/')
    render(inShop(<NotFoundBoundary />))
    expect(screen.getByTestId('requested-path')).toHaveTextContent('/de/irgendwo/')
  })
})

describe('NotFoundPage: the view in the HTML, the 404 status from Next', () => {
  it('is a Suspense boundary whose fallback is the view with the path and whose content signals not found', async () => {
    route.params = { lang: 'de', slug: ['weg'] }
    const page = NotFoundPage({ param: 'slug' })
    const { fallback, children } = page.props as { fallback: ReactElement; children: ReactElement }
    expect(renderToString(inShop(fallback))).toContain(
      'Page Not Found: <span data-testid="requested-path">/de/weg/</span>',
    )
    expect(isValidElement(children)).toBe(true)
    // next/navigation's notFound(): the error Next turns into the 404 status.
    await expect((children.type as () => Promise<never>)()).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
    })
  })
})
