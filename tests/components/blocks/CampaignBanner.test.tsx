// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { CampaignBanner } from '@/components/content/blocks/CampaignBanner'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { installLayoutShim } from '../intl'
import {
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

const banner = blok('campaign_banner', 'sommer-sale', {
  headline: 'Sommer-Sale: 20 % auf Küchenhelfer',
  text: 'Nur bis Sonntag.',
  code: 'SOMMER20',
  link: storyLink('kategorieseiten/kueche'),
  link_label: 'Zur Aktion',
  date_from: '2025-06-01 00:00',
  date_to: '2025-06-08 21:59',
  terms: doc('Gültig für alle Artikel der Kategorie Küche. Nicht mit anderen Aktionen kombinierbar.'),
  dismissible: true,
})

const at = (iso: string) => context({ now: new Date(iso), path: '/de/kueche/' })

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
beforeEach(() => {
  window.sessionStorage.clear()
  useDialogStore.setState({ stack: EMPTY_STACK })
})
afterEach(() => act(() => useDialogStore.setState({ stack: EMPTY_STACK })))

describe('campaign banner block (spec 01 §2, §5)', () => {
  it('renders headline, text, code and call to action while the campaign runs', () => {
    renderBlock(CampaignBanner, banner, at('2025-06-03T12:00:00Z'))
    const region = screen.getByRole('region', { name: 'Aktion' })
    expect(region).toHaveTextContent('Sommer-Sale: 20 % auf Küchenhelfer')
    expect(region).toHaveTextContent('Nur bis Sonntag.')
    expect(within(region).getByText('SOMMER20').tagName).toBe('STRONG')
    expect(within(region).getByRole('link', { name: 'Zur Aktion' })).toHaveAttribute('href', '/de/kueche/')
  })

  it.each([
    ['2025-05-31T23:59:59.999Z', false],
    ['2025-06-01T00:00:00.000Z', true],
    ['2025-06-08T21:59:00.000Z', true],
    ['2025-06-08T21:59:00.001Z', false],
  ])('dates are UTC, both bounds included: at %s visible=%s', (now, visible) => {
    const { container } = renderBlock(CampaignBanner, banner, at(now))
    expect(container.querySelector('section') !== null).toBe(visible)
  })

  it('an unreadable date hides the campaign', () => {
    const { container } = renderBlock(
      CampaignBanner,
      { ...banner, date_to: '31.02.2025' },
      at('2025-06-03T12:00:00Z'),
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('audience conditions: at least one must be met; an unreadable one is not met', () => {
    const audience = [
      { type: 'url', value: '/ratgeber/*' },
      { type: 'url', value: '/kueche' },
    ]
    const now = new Date('2025-06-03T12:00:00Z')
    const match = renderBlock(CampaignBanner, { ...banner, audience }, context({ now, path: '/de/kueche/' }))
    expect(match.container.querySelector('section')).not.toBeNull()
    match.unmount()
    const miss = renderBlock(CampaignBanner, { ...banner, audience }, context({ now, path: '/de/bad/' }))
    expect(miss.container).toBeEmptyDOMElement()
    miss.unmount()
    const broken = renderBlock(
      CampaignBanner,
      { ...banner, audience: [{ type: 'weather', value: 'sun' }] },
      at('2025-06-03T12:00:00Z'),
    )
    expect(broken.container).toBeEmptyDOMElement()
  })

  it('can be dismissed for the session', () => {
    const first = renderBlock(CampaignBanner, banner, at('2025-06-03T12:00:00Z'))
    fireEvent.click(screen.getByRole('button', { name: 'Aktionshinweis schließen' }))
    expect(first.container).toBeEmptyDOMElement()
    first.unmount()
    const again = renderBlock(CampaignBanner, banner, at('2025-06-03T12:00:00Z'))
    expect(again.container).toBeEmptyDOMElement()
  })

  it('opens its conditions in the campaignConditions dialog', () => {
    renderBlock(CampaignBanner, banner, at('2025-06-03T12:00:00Z'))
    fireEvent.click(screen.getByRole('button', { name: 'Teilnahmebedingungen' }))
    const dialog = screen.getByRole('dialog', { name: 'Teilnahmebedingungen' })
    expect(dialog).toHaveAttribute('data-dialog-kind', 'campaignConditions')
    expect(dialog).toHaveTextContent('Nicht mit anderen Aktionen kombinierbar.')
  })

  it('as a layer it opens once per session in the campaignBanner dialog', () => {
    const layer = { ...banner, display: 'layer' }
    const first = renderBlock(CampaignBanner, layer, at('2025-06-03T12:00:00Z'))
    const dialog = screen.getByRole('dialog', { name: 'Sommer-Sale: 20 % auf Küchenhelfer' })
    expect(dialog).toHaveAttribute('data-dialog-kind', 'campaignBanner')
    expect(dialog).toHaveTextContent('SOMMER20')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    first.unmount()
    renderBlock(CampaignBanner, layer, at('2025-06-03T12:00:00Z'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a javascript: link does not become a link', () => {
    const { container } = renderBlock(
      CampaignBanner,
      { ...banner, link: hostileLink },
      at('2025-06-03T12:00:00Z'),
    )
    expect(screen.queryByRole('link')).toBeNull()
    expectNoScriptUrls(container)
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(CampaignBanner, banner, { now: new Date('2025-06-03T12:00:00Z') })
  })

  it('wrong field types never throw', () => {
    expectGarbageIsHarmless(CampaignBanner, 'campaign_banner')
  })
})
