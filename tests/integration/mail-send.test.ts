import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailOutbox } from '@/lib/db/schema'
import { listMailbox, mailboxTransport } from '@/lib/mail/server/mailbox'
import { claimMail, enqueueMail, pendingMail } from '@/lib/mail/server/outbox'
import type { MailTransport, OutgoingMail } from '@/lib/mail/server/port'
import { deliverPendingMail, sendMail, type SendMailInput } from '@/lib/mail/server/send'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'
import { readMailboxAttachment } from '@/lib/mail/server/mailbox'
import { fixtureOrder } from '@/tests/fixtures/order-view'

/** A transport that keeps what it was handed, or fails like an unreachable SMTP server. */
function recorder(fail = false): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = []
  return {
    kind: 'test',
    sent,
    async send(mail) {
      if (fail) {
        throw Object.assign(new Error(`connect ECONNREFUSED for <${mail.to}>`), { code: 'ESOCKET' })
      }
      sent.push(mail)
    },
  }
}

const RESET = 'http://de-de.localhost:3000/de/konto/neues-passwort/?hash=abc'
let n = 0
const reset = (over: Partial<SendMailInput<'password-reset'>> = {}): SendMailInput<'password-reset'> => ({
  kind: 'password-reset',
  to: 'erika.muster@example.com',
  language: 'de',
  market: 'de-de',
  dedupeKey: `reset-${++n}`,
  data: { firstName: 'Erika', resetUrl: RESET },
  ...over,
})
const FROM = 'Hauswelt <no-reply@hauswelt.example>'
const MINUTE = 60_000

describe.each(testDrivers)('sendMail and deliverPendingMail on %s (issue 10 item 6)', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
  })
  afterAll(async () => {
    await t?.close()
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  const row = async (dedupeKey: string) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey)))[0]

  it('queues, renders in the recipient’s language, delivers and marks the row sent', async () => {
    const transport = recorder()
    const input = reset({ language: 'fr', market: 'fr-ch' })
    await expect(sendMail(t.db, input, { transport, from: FROM })).resolves.toBe('sent')
    expect(transport.sent).toHaveLength(1)
    const mail = transport.sent[0]!
    expect(mail).toMatchObject({
      kind: 'password-reset',
      language: 'fr',
      market: 'fr-ch',
      from: FROM,
      to: 'erika.muster@example.com',
      subject: 'Nouveau mot de passe pour votre compte client Hauswelt',
      links: [{ label: 'Définir un nouveau mot de passe', href: RESET }],
    })
    expect(mail.text).toContain('Bonjour Erika,')
    const stored = await row(input.dedupeKey)
    expect(stored?.sentAt).toBeInstanceOf(Date)
    expect(mail.outboxId).toBe(stored?.id)
    expect(stored?.payload).toEqual({ firstName: 'Erika', resetUrl: RESET })
  })

  it('the same kind and dedupe key mails once', async () => {
    const transport = recorder()
    const input = reset()
    expect(await sendMail(t.db, input, { transport, from: FROM })).toBe('sent')
    expect(await sendMail(t.db, input, { transport, from: FROM })).toBe('duplicate')
    expect(transport.sent).toHaveLength(1)
  })

  it('a failing transport leaves the message pending, never throws, and logs no address or name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const input = reset()
    await expect(sendMail(t.db, input, { transport: recorder(true), from: FROM })).resolves.toBe('pending')
    expect((await row(input.dedupeKey))?.sentAt).toBeNull()
    const logged = warn.mock.calls.flat().join('\n')
    expect(logged).toMatch(
      /^\[mail\] password-reset #\d+ not delivered \(test\), left pending: Error \[ESOCKET\]/,
    )
    expect(logged).not.toMatch(/erika|muster|example\.com/i)
  })

  it('bad data is refused before it is queued, without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const transport = recorder()
    const input = reset({ data: { firstName: 'Erika', resetUrl: 'javascript:alert(1)' } })
    expect(await sendMail(t.db, input, { transport, from: FROM })).toBe('refused')
    expect(await sendMail(t.db, reset({ to: 'not an address' }), { transport, from: FROM })).toBe('refused')
    expect(await row(input.dedupeKey)).toBeUndefined()
    expect(transport.sent).toEqual([])
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/erika|not an address/i)
  })

  it('the retry delivers what failed, once, and leaves younger, expired and foreign messages alone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failed = reset()
    expect(await sendMail(t.db, failed, { transport: recorder(true), from: FROM })).toBe('pending')
    const welcome: SendMailInput<'welcome'> = {
      kind: 'welcome',
      to: 'erika.muster@example.com',
      language: 'nl',
      market: 'nl-nl',
      dedupeKey: `welcome-${++n}`,
      data: { firstName: 'Erika', loginUrl: 'http://nl-nl.localhost:3000/nl/login/' },
    }
    expect(await sendMail(t.db, welcome, { transport: recorder(true), from: FROM })).toBe('pending')
    // A message the account mails do not own stays for its own sender.
    await enqueueMail(t.db, {
      kind: 'availability-reminder',
      recipient: 'a@example.com',
      language: 'de',
      market: 'de-de',
      dedupeKey: `r-${n}`,
    })
    const created = (await row(failed.dedupeKey))!.createdAt.getTime()

    const ids = [(await row(failed.dedupeKey))!.id, (await row(welcome.dedupeKey))!.id]
    const ours = (transport: ReturnType<typeof recorder>) =>
      transport.sent.filter((m) => ids.includes(m.outboxId!))

    // Still young: sendMail may be delivering it right now.
    const young = recorder()
    await deliverPendingMail(t.db, { now: new Date(created + 30_000), transport: young, from: FROM })
    expect(ours(young)).toEqual([])

    // The retry fails as well: both stay pending.
    await deliverPendingMail(t.db, {
      now: new Date(created + 5 * MINUTE),
      transport: recorder(true),
      from: FROM,
    })
    expect((await row(failed.dedupeKey))?.sentAt).toBeNull()
    expect((await row(welcome.dedupeKey))?.sentAt).toBeNull()

    const retry = recorder()
    const result = await deliverPendingMail(t.db, {
      now: new Date(created + 5 * MINUTE),
      transport: retry,
      from: FROM,
    })
    expect(result.sent).toBe(retry.sent.length)
    expect(ours(retry).map((m) => [m.kind, m.language, m.subject])).toEqual([
      ['password-reset', 'de', 'Neues Passwort für Ihr Kundenkonto bei Hauswelt'],
      ['welcome', 'nl', 'Welkom bij Hauswelt'],
    ])
    expect((await row(failed.dedupeKey))?.sentAt).toBeInstanceOf(Date)
    expect((await row(welcome.dedupeKey))?.sentAt).toBeInstanceOf(Date)
    expect(retry.sent.map((m) => m.kind)).not.toContain('availability-reminder')
    expect((await pendingMail(t.db, 'availability-reminder')).length).toBeGreaterThan(0)

    // Nothing twice.
    const again = recorder()
    await deliverPendingMail(t.db, { now: new Date(created + 6 * MINUTE), transport: again, from: FROM })
    expect(again.sent).toEqual([])
  })

  it('a reset mail older than its link’s 60 minutes is not sent any more', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const input = reset()
    await sendMail(t.db, input, { transport: recorder(true), from: FROM })
    const created = (await row(input.dedupeKey))!.createdAt.getTime()
    const late = recorder()
    await deliverPendingMail(t.db, { now: new Date(created + 61 * MINUTE), transport: late, from: FROM })
    expect(late.sent.map((m) => m.outboxId)).not.toContain((await row(input.dedupeKey))?.id)
    expect((await row(input.dedupeKey))?.sentAt).toBeNull()
  })

  it('a message is claimed by one sender only (two instances retrying together)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const input = reset()
    await sendMail(t.db, input, { transport: recorder(true), from: FROM })
    const id = (await row(input.dedupeKey))!.id
    expect(await claimMail(t.db, id)).toBe(true)
    expect(await claimMail(t.db, id)).toBe(false)
  })

  it('with the mailbox transport the message lands as a file with its links', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mail-send-'))
    try {
      const input = reset({ to: 'mailbox.test@example.com' })
      expect(await sendMail(t.db, input, { transport: mailboxTransport(dir), from: FROM })).toBe('sent')
      const [message] = await listMailbox(dir, { to: 'mailbox.test@example.com' })
      expect(message).toMatchObject({
        kind: 'password-reset',
        to: 'mailbox.test@example.com',
        subject: 'Neues Passwort für Ihr Kundenkonto bei Hauswelt',
        links: [{ href: RESET }],
        outboxId: (await row(input.dedupeKey))?.id,
      })
      expect(message?.html).toContain(`href="${RESET}"`)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('an order confirmation leaves with its PDF invoice, through the outbox and again on a retry (issue 11 item 6)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mail-order-'))
    try {
      const input: SendMailInput<'order-confirmation'> = {
        kind: 'order-confirmation',
        to: 'order.test@example.com',
        language: 'fr',
        market: 'fr-be',
        dedupeKey: `order-${++n}`,
        data: { order: fixtureOrder({ market: 'fr-be', language: 'fr' }) },
      }
      expect(await sendMail(t.db, input, { transport: recorder(true), from: FROM })).toBe('pending')
      const transport = mailboxTransport(dir)
      const later = new Date(Date.now() + 5 * MINUTE)
      const retried = await deliverPendingMail(t.db, { now: later, transport, from: FROM })
      expect(retried.sent).toBeGreaterThanOrEqual(1)
      const [message] = await listMailbox(dir, { to: 'order.test@example.com' })
      expect(message?.subject).toBe('Votre commande DE-100042 chez Hauswelt')
      expect(message?.attachments).toMatchObject([
        { filename: 'Facture-DE-100042.pdf', contentType: 'application/pdf' },
      ])
      const pdf = await readMailboxAttachment(dir, message!.id, 0)
      expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
