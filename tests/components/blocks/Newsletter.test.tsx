// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Newsletter } from '@/components/content/blocks/Newsletter'
import { getMarket } from '@/lib/config'
import { allHrefs, blockContext, blok, hostileLink, renderBlock, urlLink } from './lz-helpers'

const newsletter = blok('newsletter', 'newsletter-home', {
  headline: 'Angebote zuerst erfahren',
  text: 'Einmal pro Woche: neue Produkte, Tipps aus dem Ratgeber und exklusive Gutscheine.',
  source: 'home-footer',
  privacy_link: urlLink('/de/datenschutz/'),
})

afterEach(() => vi.unstubAllGlobals())

async function fillIn(user: ReturnType<typeof userEvent.setup>, email = 'Kunde@Example.DE') {
  await user.selectOptions(screen.getByLabelText('Anrede *'), 'Frau')
  await user.type(screen.getByLabelText('Vorname *'), 'Anne-Marie')
  await user.type(screen.getByLabelText('Nachname *'), 'Müller')
  await user.type(screen.getByLabelText('E-Mail-Adresse *'), email)
  await user.click(screen.getByRole('checkbox'))
}

describe('newsletter block (spec 02 §5 validation, §7 request)', () => {
  it('renders headline, text, the fields and the consent with the privacy link', () => {
    renderBlock(Newsletter, newsletter)
    expect(screen.getByRole('heading', { level: 2, name: 'Angebote zuerst erfahren' })).toBeInTheDocument()
    expect(screen.getByText(/exklusive Gutscheine/)).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Anrede *' })).toHaveDisplayValue('Bitte wählen')
    expect(screen.getByRole('option', { name: 'Divers' })).toHaveValue('d')
    expect(screen.getByRole('option', { name: 'Firma' })).toHaveValue('n')
    expect(screen.getByRole('link', { name: 'Datenschutzhinweisen' })).toHaveAttribute(
      'href',
      '/de/datenschutz/',
    )
  })

  it('posts the spec 02 §7 body (email lowercased, salutation code, market shopId) and thanks on 2xx', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 201 }))
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderBlock(Newsletter, newsletter, blockContext({ market: getMarket('de-ch') }))
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Fast geschafft!')
    expect(screen.getByRole('status')).toHaveFocus()
    expect(screen.queryByRole('button')).toBeNull()
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    // The page's language: the confirmation mail is written in it.
    expect(url).toBe('/api/mcs/selfi/newsletter/?locale=de')
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Anne-Marie Müller',
      email: 'kunde@example.de',
      source: 'home-footer',
      shopId: 3,
      firstName: 'Anne-Marie',
      lastName: 'Müller',
      salutation: 2,
    })
  })

  it('shows a clear error when the service answers outside 2xx, and keeps the input', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    )
    const user = userEvent.setup()
    renderBlock(Newsletter, newsletter)
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Anmeldung hat leider nicht geklappt')
    expect(screen.getByLabelText('Vorname *')).toHaveValue('Anne-Marie')
  })

  it('validates before sending: required fields, names, email, consent', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderBlock(Newsletter, newsletter)
    await user.type(screen.getByLabelText('Vorname *'), 'R2D2')
    await user.type(screen.getByLabelText('E-Mail-Adresse *'), 'kunde@')
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }))
    expect(await screen.findByText('Bitte wählen Sie eine Anrede.')).toBeInTheDocument()
    expect(
      screen.getByText('Bitte verwenden Sie nur Buchstaben, Bindestrich, Punkt und Leerzeichen.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Bitte füllen Sie dieses Feld aus.')).toBeInTheDocument()
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument()
    expect(
      screen.getByText('Bitte bestätigen Sie, dass Sie den Newsletter erhalten möchten.'),
    ).toBeInTheDocument()
    const firstName = screen.getByLabelText('Vorname *')
    expect(firstName).toHaveAttribute('aria-invalid', 'true')
    expect(document.getElementById(firstName.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      /nur Buchstaben/,
    )
    expect(fetch).not.toHaveBeenCalled()
  })

  it('editable attributes only in preview', () => {
    const { container, unmount } = renderBlock(Newsletter, newsletter)
    expect(container.querySelector('[data-blok-uid]')).toBeNull()
    unmount()
    const preview = renderBlock(Newsletter, newsletter, blockContext({ preview: true }))
    expect(preview.container.querySelector('section')).toHaveAttribute(
      'data-blok-uid',
      '4711-newsletter-home',
    )
  })

  it('a javascript: privacy link does not become a link', () => {
    const { container } = renderBlock(Newsletter, { ...newsletter, privacy_link: hostileLink })
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText(/Die Einwilligung kann ich jederzeit widerrufen/)).toBeInTheDocument()
    expect(allHrefs(container).join(' ')).not.toMatch(/javascript/i)
  })

  it('invalid fields do not throw: defaults for headline and source', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderBlock(Newsletter, blok('newsletter', 'n2', { headline: 5, source: '<script>', privacy_link: 'x' }))
    expect(screen.getByRole('heading', { name: 'Newsletter abonnieren' })).toBeInTheDocument()
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }))
    await screen.findByRole('status')
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(init.body as string)).toMatchObject({ source: 'content-newsletter-block', shopId: 1 })
  })
})
