import { describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { FLAVOUR_RULES, LANGUAGES } from '@/lib/config'
import { MAIL_KINDS, type MailData, type MailKind } from '@/lib/mail/rules/kinds'
import { escapeHtml } from '@/lib/mail/rules/layout'
import { brandOf, renderMailIn } from '@/lib/mail/server/render'
import { fixtureOrder } from '../fixtures/order-view'

const RESET = 'https://www.example.de/de/konto/neues-passwort/?hash=abc123&x=1'
const LOGIN = 'https://www.example.de/de/login/'
const CONFIRM = 'https://www.example.de/de/login/?activate=tok'
const ORDER_URL = 'https://www.example.de/de/konto/bestellung/DE-100042/'
const COMPLAINT = {
  orderNumber: 'DE-100042',
  reason: 'damaged' as const,
  items: [{ name: 'Kuscheldecke Wolke', referenceKey: '100100', quantity: 1 }],
  message: 'Die Decke hat ein Loch.',
}
const DATA: { [K in MailKind]: MailData<K> } = {
  'password-reset': { firstName: 'Anna', resetUrl: RESET },
  'register-confirm': { firstName: 'Anna', confirmUrl: CONFIRM },
  welcome: { firstName: 'Anna', loginUrl: LOGIN },
  'register-attempt': { loginUrl: LOGIN, resetUrl: RESET },
  contact: {
    customerNo: '1042',
    name: 'Anna Muster',
    email: 'anna@example.de',
    subject: 'Lieferung',
    message: 'Wo bleibt mein Paket?',
  },
  'contact-copy': { firstName: 'Anna', subject: 'Lieferung', message: 'Wo bleibt\nmein Paket?' },
  'account-deleted': { firstName: 'Anna' },
  'newsletter-confirm': { confirmUrl: 'https://www.example.de/de/newsletter/?confirm=xyz' },
  'address-confirm': {
    purpose: 'reservation',
    confirmUrl: 'https://www.example.de/api/shop/confirm-address/?token=xyz',
  },
  'store-reservation': {
    name: 'Anna Muster',
    count: 2,
    store: {
      name: 'Hamburg',
      street: 'Gasse 1',
      postalCode: '20095',
      city: 'Hamburg',
      openingHours: 'Mo–Sa 10–19',
    },
    heldUntil: 'Montag, 30. November 2026 um 17:00',
  },
  'order-confirmation': { order: fixtureOrder(), orderUrl: ORDER_URL },
  'order-complaint': {
    ...COMPLAINT,
    market: 'de-de',
    customerId: 'c-1',
    name: 'Anna Muster',
    email: 'anna@example.de',
  },
  'order-complaint-copy': { ...COMPLAINT, firstName: 'Anna' },
  'order-cancelled': {
    firstName: 'Anna',
    orderNumber: 'DE-100042',
    market: 'de-de',
    currency: 'EUR',
    refundCents: 4044,
  },
}
const LINKS: Record<MailKind, string[]> = {
  'password-reset': [RESET],
  'register-confirm': [CONFIRM],
  welcome: [LOGIN],
  'register-attempt': [LOGIN, RESET],
  contact: [],
  'contact-copy': [],
  'account-deleted': [],
  'newsletter-confirm': ['https://www.example.de/de/newsletter/?confirm=xyz'],
  'address-confirm': ['https://www.example.de/api/shop/confirm-address/?token=xyz'],
  'store-reservation': [],
  'order-confirmation': [ORDER_URL],
  'order-complaint': [],
  'order-complaint-copy': [],
  'order-cancelled': [],
}
const home = brandOf(FLAVOUR_RULES.home)
const CASES = MAIL_KINDS.flatMap((kind) => LANGUAGES.map((language) => [kind, language] as const))

describe('account and order mails (issue 10 item 6, issue 11 item 6): every kind in de, fr and nl', () => {
  it.each(CASES)(
    '%s in %s: subject, HTML and text with the brand, the links and no open placeholder',
    async (kind, language) => {
      const mail = await renderMailIn(kind, language, DATA[kind], home)
      expect(mail.subject).toContain('Hauswelt')
      expect(mail.subject).not.toMatch(/[\r\n{}]/)
      expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${language}">`))
      expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`)
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain('Hauswelt')
        expect(part).not.toMatch(/\{[a-zA-Z]+\}/)
        expect(part).not.toMatch(
          /\b(mail|frame|passwordReset|welcome|registerAttempt|contactCopy|orderConfirmation|checkout|payment|summary|invoice|orders)\.[a-z]+/,
        )
      }
      expect(mail.links.map((l) => l.href)).toEqual(LINKS[kind])
      for (const href of LINKS[kind]) {
        expect(mail.html).toContain(`href="${escapeHtml(href)}"`)
        // The text alternative carries every link whole, on a line of its own.
        expect(mail.text.split('\n')).toContain(href)
      }
      // The text alternative is text: no markup.
      expect(mail.text).not.toMatch(/<[a-z/]/i)
    },
  )

  it('the texts are the recipient’s language: each language its own subject and greeting', async () => {
    const mails = await Promise.all(LANGUAGES.map((l) => renderMailIn('welcome', l, DATA.welcome, home)))
    expect(new Set(mails.map((m) => m.subject)).size).toBe(3)
    expect(mails.map((m) => m.text.split('\n')[0])).toEqual(['Hallo Anna,', 'Bonjour Anna,', 'Beste Anna,'])
  })

  it.each([
    ['de', 'Der Link ist 60 Minuten gültig und kann nur einmal verwendet werden.'],
    ['fr', 'Ce lien est valable 60 minutes et ne peut être utilisé qu’une seule fois.'],
    ['nl', 'De link is 60 minuten geldig en kan maar één keer worden gebruikt.'],
  ])('the reset mail in %s says the link works for 60 minutes and once', async (language, sentence) => {
    const mail = await renderMailIn('password-reset', language, DATA['password-reset'], home)
    expect(mail.text).toContain(sentence)
    expect(mail.html).toContain(escapeHtml(sentence))
  })

  it.each([
    ['de', 'Art. 17 der Datenschutz-Grundverordnung'],
    ['fr', 'article 17 du Règlement général sur la protection des données'],
    ['nl', 'artikel 17 van de Algemene verordening gegevensbescherming'],
  ])('the deletion mail in %s confirms the erasure under the GDPR', async (language, reference) => {
    expect((await renderMailIn('account-deleted', language, DATA['account-deleted'], home)).text).toContain(
      reference,
    )
  })

  it('the register-attempt mail names no one and offers login and reset', async () => {
    const mail = await renderMailIn('register-attempt', 'de', DATA['register-attempt'], home)
    expect(mail.text.startsWith('Guten Tag,\n')).toBe(true)
    expect(mail.links.map((l) => l.label)).toEqual(['Jetzt anmelden', 'Passwort zurücksetzen'])
  })

  it('an empty first name greets without a name', async () => {
    const mail = await renderMailIn('account-deleted', 'fr', { firstName: ' ' }, home)
    expect(mail.text.split('\n')[0]).toBe('Bonjour,')
  })

  it('the flavour’s brand: baby and bm mails carry their own name and colour', async () => {
    for (const flavour of ['baby', 'bm'] as const) {
      const rules = FLAVOUR_RULES[flavour]
      const mail = await renderMailIn('welcome', 'de', DATA.welcome, brandOf(rules))
      expect(mail.subject).toBe(`Willkommen bei ${rules.brandName}`)
      expect(mail.html).toContain(`background:${rules.theme.primary}`)
      expect(mail.text).toContain(`Ihr ${rules.brandName}-Team`)
      expect(mail.html).not.toContain('Hauswelt')
    }
  })
})

describe('account mails: what a shopper typed is escaped in the HTML and kept in the text', () => {
  const evil = `<script>alert("x")</script> & 'Co'`

  it('a first name with markup', async () => {
    const mail = await renderMailIn('welcome', 'de', { firstName: evil, loginUrl: LOGIN }, home)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('Hallo &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;,')
    expect(mail.text).toContain(`Hallo ${evil},`)
  })

  it('a contact copy: subject and message escaped, line breaks kept, the subject one line', async () => {
    const data = {
      firstName: 'Anna',
      subject: `Hallo\r\n<b>Bcc: x@example.com</b>`,
      message: `${evil}\nZeile 2`,
    }
    const mail = await renderMailIn('contact-copy', 'de', data, home)
    expect(mail.subject).toBe('Ihre Nachricht an Hauswelt: Hallo <b>Bcc: x@example.com</b>')
    expect(mail.html).not.toMatch(/<script>|<b>/)
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;<br>Zeile 2',
    )
    expect(mail.text).toContain(`> ${evil}\n> Zeile 2`)
  })

  it('a link with quotes or ampersands stays one attribute', async () => {
    const resetUrl = 'https://shop.example/reset/?a=1&b="><img src=x>'
    const mail = await renderMailIn('password-reset', 'de', { firstName: 'Anna', resetUrl }, home)
    expect(mail.html).toContain('href="https://shop.example/reset/?a=1&amp;b=&quot;&gt;&lt;img src=x&gt;"')
    expect(mail.html).not.toContain('<img')
  })

  it.each([
    ['a javascript: link', { firstName: 'A', resetUrl: 'javascript:alert(1)' }],
    ['a relative link', { firstName: 'A', resetUrl: '/de/konto/' }],
    ['no link', { firstName: 'A' }],
  ])('refuses %s before rendering', async (_case, data) => {
    await expect(
      renderMailIn('password-reset', 'de', data as MailData<'password-reset'>, home),
    ).rejects.toBeInstanceOf(ZodError)
  })

  it('a language without texts gets German, never an error', async () => {
    const mail = await renderMailIn('welcome', 'en', DATA.welcome, home)
    expect(mail.subject).toBe('Willkommen bei Hauswelt')
  })
})
