// @vitest-environment jsdom
/**
 * The contact page's service_contact block over the embedded content: each market's card shows the
 * number, address and mail of the footer story's entry for that market (spec 01 §9), not Berlin's.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { ServiceContact } from '@/components/content/blocks/ServiceContact'
import { getMarket, type MarketCode } from '@/lib/config'
import { loadFooterNavigation } from '@/lib/content/server/layout'
import { renderWithIntl } from '../intl'
import { blockContext, blok } from './lz-helpers'

// Outside a Next server there is no incremental cache: read through to the embedded content service.
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }))
vi.mock('server-only', () => ({}))

beforeAll(() => {
  delete process.env.STORYBLOK_TOKEN
})

const card = blok('service_contact', 'kontakt-service', { name: 'Kundenservice Hauswelt' })

describe('service_contact block', () => {
  it.each([
    ['de-de', '+49 30 1234 5670', '10969 Berlin', 'service@hauswelt.example'],
    ['de-at', '+43 1 234 5670', '1070 Wien', 'service@hauswelt.example'],
    ['de-ch', '+41 44 123 45 67', '8001 Zürich', 'service@hauswelt.example'],
    ['fr-be', '+32 2 123 45 67', '1040 Brüssel', 'service@hauswelt.example'],
    ['nl-nl', '+31 20 123 4567', '1015 BS Amsterdam', 'service@hauswelt.example'],
  ] as const)('%s: the card and the footer name %s', async (code, phone, city, mail) => {
    const market = getMarket(code as MarketCode)
    const element = await ServiceContact({ blok: card, context: blockContext({ market }) })
    renderWithIntl(<>{element}</>)
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/ /g, '')}`,
    )
    expect(screen.getByText(city)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: mail })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Öffnungszeiten' })).toBeInTheDocument()
    expect((await loadFooterNavigation('de', market)).hotline?.phone).toBe(phone)
  })
})
