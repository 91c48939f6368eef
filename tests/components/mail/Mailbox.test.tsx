// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { createFormatter, createTranslator } from 'next-intl'
import { Mailbox } from '@/components/mail/Mailbox'
import type { MailboxMessage } from '@/lib/mail/rules/mailbox'
import messages from '@/messages/de'

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: string }) =>
    createTranslator({ locale: 'de', messages, namespace: namespace as 'mailbox' }),
  getFormatter: async () => createFormatter({ locale: 'de' }),
}))

afterEach(cleanup)

const RESET = 'http://de-de.localhost:3100/de/konto/neues-passwort/?hash=abc'
const message = (id: string, to: string, subject: string): MailboxMessage => ({
  id,
  date: '2031-03-01T10:00:00.000Z',
  kind: 'password-reset',
  language: 'de',
  market: 'de-de',
  from: 'Hauswelt <no-reply@hauswelt.example>',
  to,
  subject,
  html: `<html><head></head><body><a href="${RESET}">Neues Passwort festlegen</a></body></html>`,
  text: `Hallo Anna,\n\n${RESET}\n`,
  links: [
    { label: 'Neues Passwort festlegen', href: RESET },
    { label: 'evil', href: 'javascript:alert(1)' },
  ],
  attachments: [],
})
const newest = {
  ...message('20310301T100100000Z-aaaaaaaaaaaa', 'anna@example.com', 'Neues Passwort <b>!</b>'),
  date: '2031-03-01T10:01:00.000Z',
}
const older = message('20310301T100000000Z-bbbbbbbbbbbb', 'bernd@example.com', 'Willkommen')

const show = async (props: Partial<Parameters<typeof Mailbox>[0]> = {}) =>
  render(
    await Mailbox({
      language: 'de',
      timeZone: 'Europe/Berlin',
      path: '/de/mailbox/',
      messages: [newest, older],
      opened: null,
      smtp: false,
      ...props,
    }),
  )

describe('the mailbox page (issue 10 item 6)', () => {
  it('lists the messages newest first in a table with a caption and column headers', async () => {
    await show()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Postfach für Entwicklung und QA' }),
    ).toBeInTheDocument()
    const table = screen.getByRole('table', { name: '2 Nachrichten, neueste zuerst' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Datum', 'Empfänger', 'Betreff', 'Art', 'Sprache'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      'anna@example.com',
      'bernd@example.com',
    ])
    // The subject is text, not markup, and opens the message.
    const open = within(rows[0]!).getByRole('link', { name: 'Neues Passwort <b>!</b>' })
    expect(open).toHaveAttribute('href', `/de/mailbox/?id=${newest.id}`)
    expect(within(rows[0]!).getByText('01.03.2031, 11:01:00')).toBeInTheDocument()
  })

  it('has a labelled recipient filter that keeps the filter in the message links', async () => {
    await show({ to: 'anna@example.com', messages: [newest] })
    const search = screen.getByRole('search', { name: 'Nach Empfänger filtern' })
    expect(within(search).getByLabelText('E-Mail-Adresse des Empfängers')).toHaveValue('anna@example.com')
    expect(within(search).getByRole('link', { name: 'Alle Nachrichten zeigen' })).toHaveAttribute(
      'href',
      '/de/mailbox/',
    )
    expect(screen.getByRole('link', { name: 'Neues Passwort <b>!</b>' })).toHaveAttribute(
      'href',
      `/de/mailbox/?id=${newest.id}&to=anna%40example.com`,
    )
  })

  it('opens a message: its links as real links, its HTML sandboxed, its text', async () => {
    await show({ opened: { id: newest.id, message: newest } })
    const section = screen.getByRole('region', { name: 'Neues Passwort <b>!</b>' })
    expect(within(section).getByRole('link', { name: 'Neues Passwort festlegen' })).toHaveAttribute(
      'href',
      RESET,
    )
    expect(within(section).queryByRole('link', { name: 'evil' })).toBeNull()
    const frame = within(section).getByTitle('HTML-Ansicht der E-Mail „Neues Passwort <b>!</b>“')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
    )
    expect(frame.getAttribute('srcdoc')).toContain('<head><base target="_top"></head>')
    expect(within(section).getByText(/Hallo Anna,/).tagName).toBe('PRE')
    expect(within(section).getByRole('link', { name: 'Zurück zur Liste' })).toHaveAttribute(
      'href',
      '/de/mailbox/',
    )
    const current = screen.getAllByRole('row').find((r) => r.getAttribute('aria-current') === 'true')
    expect(current).toHaveTextContent('anna@example.com')
  })

  it('an unknown message says so; an empty mailbox says so; SMTP is announced', async () => {
    await show({ opened: { id: 'x', message: null }, messages: [], smtp: true })
    expect(
      screen.getByRole('heading', { level: 2, name: 'Diese Nachricht gibt es nicht (mehr).' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Noch keine E-Mails.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('SMTP')
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('lists the attachments of an opened message with a download link each (issue 11 item 6)', async () => {
    const withPdf = {
      ...newest,
      attachments: [{ filename: 'Rechnung-DE-100042.pdf', contentType: 'application/pdf', size: 4096 }],
    }
    await show({ opened: { id: withPdf.id, message: withPdf } })
    const link = screen.getByRole('link', { name: 'Rechnung-DE-100042.pdf herunterladen (4 KB)' })
    expect(link.getAttribute('href')).toBe(
      '/api/dev/mailbox/attachment/?id=20310301T100100000Z-aaaaaaaaaaaa&index=0',
    )
    expect(screen.getByRole('heading', { name: 'Anhänge' })).toBeTruthy()
  })
})
