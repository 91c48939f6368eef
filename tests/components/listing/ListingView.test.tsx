// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { ListingView, type ListingPage } from '@/components/listing/ListingView'
import type { Facet } from '@/lib/catalog/rules/listing/facets'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { installLayoutShim, renderWithIntl } from '../intl'
import { listingProduct } from './fixtures'

const push = vi.fn()
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push }),
}))

vi.stubGlobal(
  'matchMedia',
  vi.fn((query: string) => ({
    matches: false,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })),
)

// The app sets trailingSlash (next.config.ts); next/link reads it from this variable.
vi.stubEnv('__NEXT_TRAILING_SLASH', 'true')

afterEach(() => {
  cleanup()
  push.mockReset()
  act(() => useDialogStore.setState({ stack: [] }))
})

const FACETS: Facet[] = [
  {
    param: 'kategorie',
    kind: 'category',
    multi: true,
    values: [{ value: '11', label: 'Töpfe', count: 4, selected: false }],
  },
  {
    param: 'brand',
    kind: 'brand',
    multi: true,
    values: [{ value: '1', label: 'Kochkunst', count: 3, selected: false }],
  },
  {
    param: 'farbe',
    kind: 'attribute',
    attribute: 'farbe',
    multi: true,
    values: [
      { value: 'rot', label: 'Rot', count: 2, selected: true },
      { value: 'blau', label: 'Blau', count: 5, selected: false },
    ],
  },
  { param: 'price', kind: 'price', multi: false, values: [], range: { min: 999, max: 4999 } },
  { param: 'sale', kind: 'boolean', multi: false, values: [{ value: '1', count: 1, selected: false }] },
  { param: 'rating', kind: 'rating', multi: false, values: [{ value: '4', count: 2, selected: false }] },
  { param: 'subbrand', kind: 'attribute', multi: true, values: [] },
]

function page(extra: Partial<ListingPage> = {}): ListingPage {
  return {
    products: [
      listingProduct({ id: 1, name: 'Kochtopf Rot' }),
      listingProduct({ id: 2, name: 'Pfanne Rot' }),
    ],
    total: 50,
    page: 1,
    perPage: 24,
    pageCount: 3,
    sort: 'Relevancy:desc',
    facets: FACETS,
    appliedFilters: [{ param: 'farbe', values: ['rot'] }],
    ...extra,
  }
}

const view = (search: string, result = page()) =>
  renderWithIntl(
    <ListingView
      result={result}
      searchParams={new URLSearchParams(search)}
      basePath="/de/kueche/"
      locale="de-DE"
      currency="EUR"
    />,
  )

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href')

describe('listing view (spec 01 §9, spec 02 §2)', () => {
  it('result count, one card per product, page links that keep the filters', () => {
    view('farbe=rot')
    expect(screen.getByTestId('result-count').textContent).toBe('50 Artikel')
    expect(screen.getAllByTestId('product-card')).toHaveLength(2)
    const nav = screen.getByRole('navigation', { name: 'Seiten' })
    expect(within(nav).getByRole('link', { name: 'Seite 2' }).getAttribute('href')).toBe(
      '/de/kueche/?farbe=rot&page=2',
    )
    expect(
      within(nav)
        .getByRole('link', { name: /Nächste Seite/ })
        .getAttribute('href'),
    ).toBe('/de/kueche/?farbe=rot&page=2')
    expect(within(nav).queryByRole('link', { name: /Vorherige Seite/ })).toBeNull()
    // The current page is a named link marked aria-current="page" (a name on a bare span is invalid HTML).
    const current = within(nav).getByRole('link', { name: 'Seite 1' })
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1)
    expect(nav.querySelector('span[aria-label]')).toBeNull()
  })

  it('spec 01 §9: at most 4 filters inline, all of them behind "all filters"', () => {
    view('farbe=rot')
    const bar = screen.getByRole('group', { name: 'Filter' })
    const buttons = within(bar)
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(buttons).toEqual(['Kategorie', 'Marke', 'Farbe1', 'Preis', 'Alle Filter (1)'])
  })

  it('spec 02 §2: the filter dialog lists every facet with counts and toggling links', () => {
    const restore = installLayoutShim()
    view('farbe=rot')
    fireEvent.click(screen.getByRole('button', { name: 'Alle Filter (1)' }))
    const dialog = screen.getByRole('dialog', { name: 'Filter' })
    for (const name of ['Kategorie', 'Marke', 'Farbe', 'Preis', 'Bewertung', 'Eigenschaften']) {
      expect(within(dialog).getByRole('heading', { name })).toBeTruthy()
    }
    // A yes/no filter is one value among the properties, not a section that names itself twice.
    expect(within(dialog).queryByRole('heading', { name: 'Im Sale' })).toBeNull()
    const properties = within(dialog).getByRole('region', { name: 'Eigenschaften' })
    expect(
      within(properties)
        .getByRole('link', { name: /^Im Sale/ })
        .getAttribute('href'),
    ).toBe('/de/kueche/?farbe=rot&sale=1')
    expect(within(dialog).queryByRole('heading', { name: 'Serie' })).toBeNull()
    const blau = within(dialog).getByRole('link', { name: /Blau/ })
    expect(blau.getAttribute('href')).toBe('/de/kueche/?farbe=rot&farbe=blau')
    expect(blau.textContent).toContain('5')
    expect(within(dialog).getByRole('link', { name: /^Rot/ }).getAttribute('href')).toBe('/de/kueche/')
    expect(
      within(dialog)
        .getByRole('link', { name: /ab 4 Sternen/ })
        .getAttribute('href'),
    ).toBe('/de/kueche/?farbe=rot&rating=4')
    expect(
      within(dialog)
        .getByRole('link', { name: /bis 20\s€/ })
        .getAttribute('href'),
    ).toBe('/de/kueche/?farbe=rot&price=-20')
    restore()
  })

  it('chips remove one value; "reset all" removes every filter, not the sort', () => {
    view('farbe=rot&sort=Price:asc&page=2', page({ page: 2 }))
    expect(hrefOf('Farbe: Rot – Filter entfernen')).toBe('/de/kueche/?sort=Price%3Aasc')
    const group = screen.getByRole('group', { name: 'Ausgewählte Filter' })
    expect(within(group).getByRole('link', { name: 'Alle Filter zurücksetzen' }).getAttribute('href')).toBe(
      '/de/kueche/?sort=Price%3Aasc',
    )
  })

  it('spec 01 §9, WCAG 3.2.2: choosing a sort changes nothing until "Anwenden"; it keeps the filters, page 1', () => {
    view('farbe=rot&page=2', page({ page: 2 }))
    const select = screen.getByRole('combobox', { name: 'Sortieren' }) as HTMLSelectElement
    expect(select.value).toBe('Relevancy:desc')
    fireEvent.change(select, { target: { value: 'Price:desc' } })
    expect(push).not.toHaveBeenCalled()
    const form = screen.getByTestId('sort-form') as HTMLFormElement
    // Without JavaScript the GET form carries the filters, not the page.
    expect(form.getAttribute('action')).toBe('/de/kueche/')
    expect([...form.querySelectorAll('input[type="hidden"]')].map((i) => i.getAttribute('name'))).toEqual([
      'farbe',
    ])
    fireEvent.click(within(form).getByRole('button', { name: 'Anwenden' }))
    expect(push).toHaveBeenCalledWith('/de/kueche/?farbe=rot&sort=Price%3Adesc', { scroll: false })
  })

  it('malformed parameters give the clean rest and a notice; links leave them out', () => {
    view('farbe=rot&page=abc&sort=bogus&price=zz')
    expect(screen.getByTestId('listing-notice').textContent).toContain('ungültig')
    expect(hrefOf('Seite 2')).toBe('/de/kueche/?farbe=rot&page=2')
  })

  it('a page beyond the last shows a notice with a link to the last page', () => {
    view('page=9', page({ page: 9, products: [] }))
    expect(screen.getByTestId('listing-notice').textContent).toContain('nur 3 Seiten')
    expect(hrefOf('Zur letzten Seite')).toBe('/de/kueche/?page=3')
    expect(screen.queryByTestId('listing-empty')).toBeNull()
  })

  it('no products with filters: empty state with a reset link', () => {
    view('farbe=rot', page({ products: [], total: 0, pageCount: 0 }))
    const empty = screen.getByTestId('listing-empty')
    expect(within(empty).getByRole('link', { name: 'Alle Filter zurücksetzen' }).getAttribute('href')).toBe(
      '/de/kueche/',
    )
    expect(screen.queryByRole('navigation', { name: 'Seiten' })).toBeNull()
  })

  it('search keeps its own parameters in every link', () => {
    renderWithIntl(
      <ListingView
        result={page()}
        searchParams={new URLSearchParams('q=topf&farbe=rot')}
        basePath="/de/suche/"
        locale="de-DE"
        currency="EUR"
      />,
    )
    expect(hrefOf('Seite 2')).toBe('/de/suche/?q=topf&farbe=rot&page=2')
  })
})
