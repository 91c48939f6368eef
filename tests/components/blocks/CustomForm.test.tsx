// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CustomForm } from '@/components/content/blocks/CustomForm'
import { readFormFields } from '@/components/content/blocks/custom-form-definition'
import {
  blok,
  doc,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  expectNoScriptUrls,
  renderBlock,
} from './ai-helpers'

const field = (uid: string, fields: Record<string, unknown>) => blok('form_field', uid, fields)

const form = blok('custom_form', 'kontakt-form', {
  form_id: 'kontakt',
  headline: 'Schreiben Sie uns',
  intro: doc('Wir antworten werktags innerhalb von 24 Stunden.'),
  fields: [
    field('f-name', { name: 'name', label: 'Ihr Name', type: 'text', required: true }),
    field('f-email', {
      name: 'email',
      label: 'E-Mail-Adresse',
      type: 'email',
      required: true,
      help: 'Für unsere Antwort',
    }),
    field('f-topic', {
      name: 'topic',
      label: 'Thema',
      type: 'select',
      options: 'order|Bestellung\nreturn|Rücksendung\nother|Sonstiges',
    }),
    field('f-message', {
      name: 'message',
      label: 'Nachricht',
      type: 'textarea',
      required: true,
      max_length: 20,
    }),
    field('f-privacy', {
      name: 'privacy',
      label: 'Ich habe die Datenschutzhinweise gelesen.',
      type: 'checkbox',
      required: true,
    }),
  ],
})

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )

afterEach(() => vi.unstubAllGlobals())

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Ihr Name/), '  Lena Berger ')
  await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'lena@example.de')
  await user.selectOptions(screen.getByLabelText('Thema'), 'return')
  await user.type(screen.getByLabelText(/Nachricht/), 'Topf kam verbeult.')
  await user.click(screen.getByLabelText(/Datenschutzhinweise/))
}

describe('custom form block (spec 01 §2)', () => {
  it('renders the fields from their definitions with labels, help and required marks', () => {
    renderBlock(CustomForm, form)
    expect(screen.getByRole('heading', { level: 2, name: 'Schreiben Sie uns' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Ihr Name/ })).toHaveAttribute('aria-required', 'true')
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveAccessibleDescription(
      'Für unsere Antwort',
    )
    expect(screen.getByRole('combobox', { name: 'Thema' })).toHaveDisplayValue('Bitte wählen')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Bitte wählen',
      'Bestellung',
      'Rücksendung',
      'Sonstiges',
    ])
    expect(screen.getByRole('checkbox', { name: /Datenschutzhinweise/ })).not.toBeChecked()
    expect(screen.getByText('Mit * markierte Felder sind Pflichtfelder.')).toBeInTheDocument()
  })

  it('checks the fields in the browser with accessible errors and focuses the first one', async () => {
    const fetch = answer(201, {})
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderBlock(CustomForm, form)
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'lena@')
    await user.type(screen.getByLabelText(/Nachricht/), 'Das ist viel zu lang für zwanzig.')
    await user.click(screen.getByRole('button', { name: 'Absenden' }))
    const name = screen.getByRole('textbox', { name: /Ihr Name/ })
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.')
    expect(screen.getByRole('textbox', { name: /E-Mail/ })).toHaveAccessibleDescription(
      /Für unsere Antwort Bitte geben Sie eine gültige E-Mail-Adresse ein/,
    )
    expect(screen.getByRole('textbox', { name: /Nachricht/ })).toHaveAccessibleDescription(
      'Bitte geben Sie höchstens 20 Zeichen ein.',
    )
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Bitte bestätigen Sie dieses Feld.')
    expect(screen.getByRole('combobox')).not.toHaveAttribute('aria-invalid')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('posts the values as JSON to /api/forms/{formId}/ and shows the success answer', async () => {
    const fetch = answer(201, { message: 'Danke, Lena! Ticket 4711 ist angelegt.' })
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderBlock(CustomForm, form)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Absenden' }))
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Danke, Lena! Ticket 4711 ist angelegt.')
    await waitFor(() => expect(status).toHaveFocus())
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/forms/kontakt/')
    expect(init.method).toBe('POST')
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' })
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Lena Berger',
      email: 'lena@example.de',
      topic: 'return',
      message: 'Topf kam verbeult.',
      privacy: true,
    })
  })

  it('shows the error answer and the server’s field errors', async () => {
    vi.stubGlobal(
      'fetch',
      answer(422, { message: 'Bitte prüfen Sie Ihre Angaben.', errors: { email: 'Adresse unbekannt' } }),
    )
    const user = userEvent.setup()
    renderBlock(CustomForm, form)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Absenden' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Angaben.')
    expect(screen.getByRole('textbox', { name: /E-Mail/ })).toHaveAccessibleDescription(/Adresse unbekannt/)
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled()
  })

  it('a failed request shows the shop’s error text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    const user = userEvent.setup()
    renderBlock(CustomForm, form)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Absenden' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Das hat leider nicht geklappt. Bitte versuchen Sie es später noch einmal.',
    )
  })

  it('reads field definitions leniently', () => {
    const fields = readFormFields([
      field('a', { name: 'ok', label: 'OK' }),
      field('b', { name: 'ok', label: 'Doppelt' }),
      field('c', { name: '__proto__', label: 'Böse' }),
      field('d', { name: 'x', label: 'Leer', type: 'select', options: [] }),
      field('e', {
        name: 'size',
        label: 'Größe',
        type: 'select',
        options: [{ label: 'S' }, { label: 'M', value: 'm' }],
      }),
      field('f', { name: 'note', label: 'Notiz', type: 'textarea', max_length: 999_999 }),
      field('g', { label: 'Ohne Namen' }),
    ])
    expect(fields.map((f) => f.name)).toEqual(['ok', 'size', 'note'])
    expect(fields[0]).toMatchObject({ type: 'text', required: false, maxLength: 200 })
    expect(fields[1]?.options).toEqual([
      { value: 'S', label: 'S' },
      { value: 'm', label: 'M' },
    ])
    expect(fields[2]?.maxLength).toBe(5000)
  })

  it('renders nothing for an unusable form id or without fields', () => {
    for (const formId of ['../admin', 'a/b', '', 'x'.repeat(80)]) {
      const { container, unmount } = renderBlock(CustomForm, { ...form, form_id: formId })
      expect(container).toBeEmptyDOMElement()
      expectNoScriptUrls(container)
      unmount()
    }
    const { container } = renderBlock(CustomForm, { ...form, fields: [] })
    expect(container).toBeEmptyDOMElement()
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(CustomForm, form)
  })

  it('wrong field types never throw', () => {
    expectGarbageIsHarmless(CustomForm, 'custom_form')
  })
})
