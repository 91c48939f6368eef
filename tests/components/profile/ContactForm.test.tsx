// @vitest-environment jsdom
/** The account contact form (issue 10 item 7): prefill by shop option, limits, confirmation, 429. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ContactForm } from '@/components/profile/ContactForm'
import { CONTACT_MESSAGE_MAX } from '@/lib/account/rules/profile'
import { renderWithIntl } from '../intl'
import { stubFetch } from './profile-fetch'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const prefill = { name: 'Ada Lovelace', email: 'ada@example.org', customerNo: '1042' }

describe('account contact form', () => {
  it('is prefilled with name, email and customer number where the shop option says so', () => {
    renderWithIntl(<ContactForm prefill={prefill} />)
    expect(screen.getByLabelText('Ihr Name *')).toHaveValue('Ada Lovelace')
    expect(screen.getByLabelText('E-Mail-Adresse für unsere Antwort *')).toHaveValue('ada@example.org')
    expect(screen.getByText('1042')).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Lieferung und Versand' })).toHaveValue('delivery')
  })

  it('starts empty without the prefill option', () => {
    renderWithIntl(<ContactForm prefill={null} />)
    expect(screen.getByLabelText('Ihr Name *')).toHaveValue('')
    expect(screen.queryByText(/Kundennummer/)).toBeNull()
  })

  it('counts the characters and refuses a message over the limit before sending', async () => {
    const sent = stubFetch()
    const user = userEvent.setup()
    renderWithIntl(<ContactForm prefill={prefill} />)
    const message = screen.getByLabelText('Ihre Nachricht *')
    expect(message).toHaveAccessibleDescription(`0 von ${CONTACT_MESSAGE_MAX} Zeichen`)
    await user.selectOptions(screen.getByLabelText('Thema *'), 'other')
    await user.click(message)
    await user.paste('x'.repeat(CONTACT_MESSAGE_MAX + 1))
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
    expect(message).toHaveAccessibleDescription(
      `Dieses Feld darf höchstens ${CONTACT_MESSAGE_MAX} Zeichen lang sein. ${CONTACT_MESSAGE_MAX + 1} von ${CONTACT_MESSAGE_MAX} Zeichen`,
    )
    expect(sent).toEqual([])
  })

  it('sends topic and message, then confirms with focus on the confirmation', async () => {
    const sent = stubFetch(Response.json({ type: 'success' }))
    const user = userEvent.setup()
    renderWithIntl(<ContactForm prefill={prefill} />)
    await user.selectOptions(screen.getByLabelText('Thema *'), 'delivery')
    await user.type(screen.getByLabelText('Ihre Nachricht *'), 'Wo ist mein Paket?')
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
    const status = await screen.findByText(/Vielen Dank für Ihre Nachricht!/)
    expect(status).toHaveAttribute('role', 'status')
    expect(status).toHaveFocus()
    expect(sent).toEqual([
      {
        url: '/api/user/contact/?locale=de',
        method: 'POST',
        body: {
          name: 'Ada Lovelace',
          email: 'ada@example.org',
          subject: 'delivery',
          message: 'Wo ist mein Paket?',
        },
      },
    ])
    await user.click(screen.getByRole('button', { name: 'Weitere Nachricht schreiben' }))
    expect(screen.getByLabelText('Ihre Nachricht *')).toHaveValue('')
  })

  it('tells how long to wait when the limit of messages is reached', async () => {
    stubFetch(new Response('{}', { status: 429, headers: { 'Retry-After': '1500' } }))
    const user = userEvent.setup()
    renderWithIntl(<ContactForm prefill={prefill} />)
    await user.selectOptions(screen.getByLabelText('Thema *'), 'other')
    await user.type(screen.getByLabelText('Ihre Nachricht *'), 'Hallo')
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('in 25 Minuten noch einmal')
  })
})
