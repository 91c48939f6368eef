// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { ProductBrand } from '@/components/product/ProductBrand'
import { ProductBreadcrumb } from '@/components/product/ProductBreadcrumb'

afterEach(cleanup)

describe('product breadcrumb', () => {
  it('links each step that has a page, names the others, and marks the product as the current page', () => {
    render(
      <ProductBreadcrumb
        label="Sie sind hier"
        crumbs={[
          { name: 'Startseite', href: '/de/' },
          { name: 'Küche', href: '/de/kueche/' },
          { name: 'Kochgeschirr', href: '/de/kueche/?kategorie=1002' },
          { name: 'Garten', href: null },
          { name: 'Kochtopf Tessin', href: '/de/p/kochtopf-tessin-42/' },
        ]}
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Sie sind hier' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/de/', '/de/kueche/', '/de/kueche/?kategorie=1002'])
    expect(within(nav).getByText('Garten').closest('a')).toBeNull()
    expect(within(nav).getByText('Kochtopf Tessin')).toHaveAttribute('aria-current', 'page')
  })
})

describe('brand and sub-brand (spec 01 §3 attributes.subbrand)', () => {
  it('shows the sub-brand next to the brand', () => {
    render(<ProductBrand brand="Kinderglück" subbrand="Kinderglück Nature" />)
    expect(screen.getByTestId('brand')).toHaveTextContent('Kinderglück · Kinderglück Nature')
    expect(screen.getByTestId('subbrand')).toHaveTextContent('Kinderglück Nature')
  })

  it('shows the brand alone when there is no sub-brand', () => {
    render(<ProductBrand brand="Hauswelt" subbrand={null} />)
    expect(screen.getByTestId('brand')).toHaveTextContent(/^Hauswelt$/)
    expect(screen.queryByTestId('subbrand')).toBeNull()
  })
})
