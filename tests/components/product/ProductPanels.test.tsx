// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { createTranslator } from 'next-intl'
import { ProductInfoPanels } from '@/components/product/ProductInfoPanels'
import { ProductPanels, type RemindVariant } from '@/components/product/ProductPanels'
import { DOWNLOADS_ATTRIBUTE, WARNINGS_ATTRIBUTE } from '@/lib/catalog/rules/attribute-keys'
import { variantOptions } from '@/lib/catalog/rules/view/variant-options'
import { FLAVOUR_RULES } from '@/lib/config/flavours'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { usePanelsStore } from '@/lib/ui/client/product-panels'
import type { Product } from '@/lib/catalog/rules/types'
import { installLayoutShim, messages, renderWithIntl } from '../intl'
import { product, variant } from '../../unit/catalog-fixtures'
import './fixtures'

let query = new URLSearchParams()
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useSearchParams: () => query,
}))
// The server part translates with getTranslations: the German texts, as the page would.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: string }) =>
    createTranslator({ locale: 'de', messages, namespace: namespace as 'product' }),
}))

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
afterEach(() => {
  act(() => {
    useDialogStore.setState({ stack: [] })
    usePanelsStore.setState({ productId: null, open: {} })
  })
  query = new URLSearchParams()
  cleanup()
})

async function renderPanels(p: Product) {
  const options = variantOptions(p, { locale: 'de-DE', flavour: FLAVOUR_RULES.home, payback: false })
  return renderWithIntl(await ProductInfoPanels({ product: p, options, language: 'de', locale: 'de-DE' }))
}
const heading = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) })
const panelIds = () =>
  [...document.querySelectorAll('[data-panel]')].map((el) => el.getAttribute('data-panel'))

const SEAT = product({
  id: 24,
  name: 'Babyschale Nova',
  description: 'Sicher unterwegs.',
  attributes: {
    [WARNINGS_ATTRIBUTE]: [
      { value: 'airbag', label: 'Niemals auf einem Sitz mit aktiviertem Front-Airbag verwenden.' },
      { value: 'gurt', label: 'Das Kind stets mit dem Gurtsystem sichern.' },
    ],
    durchschnittBewertungen: { value: '4.3', label: '4,3' },
    anzahlBewertungen: { value: '12', label: '12' },
  },
  advancedAttributes: {
    [DOWNLOADS_ATTRIBUTE]: [
      { href: '/downloads/nova-anleitung.pdf', label: 'Babyschale Nova', kind: 'manual' },
    ],
  },
  variants: [variant({ referenceKey: 'NOVA_01', bvc: 1 }), variant({ referenceKey: 'NOVA_02', bvc: 4 })],
})

describe('product page panels (spec 01 §4: reviews, warnings, downloads, remind-when-available)', () => {
  it('shows reviews, the warnings and the downloads of a product that has them', async () => {
    await renderPanels(SEAT)
    expect(panelIds()).toEqual(['description', 'reviews', 'warnings', 'downloads'])
    fireEvent.click(heading('Warnhinweise'))
    const warnings = screen.getByRole('region', { name: 'Warnhinweise' })
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Niemals auf einem Sitz mit aktiviertem Front-Airbag verwenden.',
      'Das Kind stets mit dem Gurtsystem sichern.',
    ])
    fireEvent.click(heading('Downloads'))
    const link = within(screen.getByRole('region', { name: 'Downloads' })).getByRole('link')
    expect(link).toHaveAttribute('href', '/downloads/nova-anleitung.pdf')
    expect(link).toHaveTextContent('Bedienungsanleitung: Babyschale Nova (PDF)')
    fireEvent.click(heading('Bewertungen'))
    expect(screen.getByRole('region', { name: 'Bewertungen' })).toHaveTextContent(
      'Durchschnittlich 4,3 von 5 Sternen aus 12 Bewertungen.',
    )
  })

  it('leaves out warnings and downloads a product does not have; reviews stay', async () => {
    await renderPanels(product({ id: 3, variants: [variant({ bvc: 1 })] }))
    expect(panelIds()).toEqual(['reviews'])
    fireEvent.click(heading('Bewertungen'))
    expect(screen.getByRole('region', { name: 'Bewertungen' })).toHaveTextContent('noch keine Bewertungen')
  })

  it('opens and closes each panel on its own', async () => {
    await renderPanels(SEAT)
    expect(heading('Beschreibung')).toHaveAttribute('aria-expanded', 'true')
    expect(heading('Warnhinweise')).toHaveAttribute('aria-expanded', 'false')
    const region = document.getElementById(heading('Warnhinweise').getAttribute('aria-controls') ?? '')
    expect(region).toHaveAttribute('hidden')
    fireEvent.click(heading('Warnhinweise'))
    expect(heading('Warnhinweise')).toHaveAttribute('aria-expanded', 'true')
    expect(region).not.toHaveAttribute('hidden')
    expect(heading('Beschreibung')).toHaveAttribute('aria-expanded', 'true')
    fireEvent.click(heading('Beschreibung'))
    expect(heading('Beschreibung')).toHaveAttribute('aria-expanded', 'false')
    expect(heading('Warnhinweise')).toHaveAttribute('aria-expanded', 'true')
  })

  it('resets every panel when a different product is set', () => {
    const panels = [{ id: 'reviews' as const, title: 'Bewertungen', content: <p>Keine</p> }]
    const { rerender } = renderWithIntl(<ProductPanels productId={1} panels={panels} />)
    fireEvent.click(heading('Bewertungen'))
    expect(heading('Bewertungen')).toHaveAttribute('aria-expanded', 'true')
    rerender(<ProductPanels productId={2} panels={panels} />)
    expect(heading('Bewertungen')).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('remind-when-available panel (spec 01 §4, only for BVC 3 or 4)', () => {
  const VARIANTS: RemindVariant[] = [
    { id: 1, referenceKey: 'NOVA_01', label: 'Grau', bvc: 1, cents: 19900 },
    { id: 2, referenceKey: 'NOVA_02', label: 'Blau', bvc: 4, cents: 17900 },
    { id: 3, referenceKey: 'NOVA_03', label: 'Rot', bvc: 3, cents: 18900 },
  ]
  const render = () => renderWithIntl(<ProductPanels productId={24} panels={[]} remindVariants={VARIANTS} />)

  it('is not there while the current variant can be bought (the default pick)', () => {
    render()
    expect(screen.queryByRole('button', { name: /Erinnern, wenn verfügbar/ })).toBeNull()
  })

  it('joins the panels for a sold-out variant named in the query and opens the dialog with the form', async () => {
    query = new URLSearchParams('variant=NOVA_02')
    render()
    fireEvent.click(heading('Erinnern, wenn verfügbar'))
    const panel = screen.getByRole('region', { name: 'Erinnern, wenn verfügbar' })
    expect(panel).toHaveTextContent('„Blau“ ist leider ausverkauft.')
    fireEvent.click(within(panel).getByRole('button', { name: 'Per E-Mail erinnern' }))
    const dialog = screen.getByRole('dialog', { name: 'Erinnerung, wenn verfügbar' })
    expect(await within(dialog).findByRole('textbox', { name: 'E-Mail-Adresse' })).toBeInTheDocument()
  })

  it('says "not deliverable" for a BVC 3 variant', () => {
    query = new URLSearchParams('variant=NOVA_03')
    render()
    fireEvent.click(heading('Erinnern, wenn verfügbar'))
    expect(screen.getByRole('region', { name: 'Erinnern, wenn verfügbar' })).toHaveTextContent(
      '„Rot“ ist derzeit nicht lieferbar.',
    )
  })

  it('is offered by the page only for products with such a variant', async () => {
    query = new URLSearchParams('variant=4_02')
    await renderPanels(
      product({
        id: 4,
        variants: [variant({ referenceKey: '4_01' }), variant({ referenceKey: '4_02', bvc: 2 })],
      }),
    )
    expect(panelIds()).not.toContain('remindWhenAvailable')
  })
})
