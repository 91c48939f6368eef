import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { buildShopConfig, FLAVOUR_RULES } from '@/lib/config'
import { framedHtml, mailboxAvailable, mailboxId, MAILBOX_ID } from '@/lib/mail/rules/mailbox'
import {
  listMailbox,
  mailboxTransport,
  readMailboxAttachment,
  readMailboxMessage,
} from '@/lib/mail/server/mailbox'
import type { OutgoingMail } from '@/lib/mail/server/port'
import { describeMailError } from '@/lib/mail/server/send'
import { defaultSender, mailSettingsFromEnv } from '@/lib/mail/server/settings'

describe('the mailbox exists only in development and QA (issue 10 item 6)', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', DEPLOYMENT_ENV: 'qa' }, true],
    [{ NODE_ENV: 'production', DEPLOYMENT_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', DEPLOYMENT_ENV: 'preview' }, false],
    [{ NODE_ENV: 'production', DEPLOYMENT_ENV: 'development' }, true],
    [{ NODE_ENV: 'development', DEPLOYMENT_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', DEPLOYMENT_ENV: '' }, false],
  ])('a server started with %j: mailbox %s', (env, open) => {
    expect(mailboxAvailable(buildShopConfig(env).deploymentEnv)).toBe(open)
  })
})

describe('mail settings from the environment', () => {
  const home = FLAVOUR_RULES.home
  const cwd = '/srv/shop'

  it('defaults: the local mailbox under .data/mail, the brand as sender', () => {
    expect(mailSettingsFromEnv({}, home, cwd)).toEqual({
      transport: { kind: 'mailbox' },
      from: 'Hauswelt <no-reply@hauswelt.example>',
      mailboxDir: '/srv/shop/.data/mail',
    })
    expect(defaultSender(FLAVOUR_RULES.bm.brandName)).toBe('Kindermarkt <no-reply@kindermarkt.example>')
  })

  it('empty values (a copied .env.example) mean unset', () => {
    expect(mailSettingsFromEnv({ SMTP_URL: '', MAIL_FROM: ' ', MAIL_DIR: '' }, home, cwd)).toEqual(
      mailSettingsFromEnv({}, home, cwd),
    )
  })

  it('SMTP_URL switches to SMTP; MAIL_FROM and MAIL_DIR are taken as given', () => {
    const env = {
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Hauswelt Service <service@hauswelt.example.com>',
      MAIL_DIR: 'tmp/mail',
    }
    expect(mailSettingsFromEnv(env, home, cwd)).toEqual({
      transport: { kind: 'smtp', url: 'smtps://user:secret@mail.example.com:465' },
      from: 'Hauswelt Service <service@hauswelt.example.com>',
      mailboxDir: '/srv/shop/tmp/mail',
    })
    expect(
      mailSettingsFromEnv({ MAIL_FROM: 'shop@example.com', MAIL_DIR: '/var/mail/shop' }, home, cwd),
    ).toMatchObject({
      from: 'shop@example.com',
      mailboxDir: '/var/mail/shop',
    })
  })

  it.each([
    ['an http URL as SMTP_URL', { SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    ['no URL at all', { SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    ['a sender that is no address', { MAIL_FROM: 'Hauswelt' }, 'MAIL_FROM'],
    ['a sender with a line break', { MAIL_FROM: 'Shop\r\nBcc: x@example.com <a@example.com>' }, 'MAIL_FROM'],
  ])('refuses %s, naming the variable', (_case, env, name) => {
    let error: unknown
    try {
      mailSettingsFromEnv(env, home, cwd)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ZodError)
    expect((error as ZodError).issues[0]?.path).toEqual([name])
  })
})

describe('the mailbox transport writes one JSON file per message and reads them back', () => {
  let dir: string
  beforeEach(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'mailbox-')), 'mail')
  })
  afterEach(async () => {
    await rm(path.dirname(dir), { recursive: true, force: true })
  })

  const mail = (to: string, subject: string): OutgoingMail => ({
    kind: 'welcome',
    language: 'de',
    market: 'de-de',
    from: 'Hauswelt <no-reply@hauswelt.example>',
    to,
    subject,
    html: `<p>${subject}</p>`,
    text: subject,
    links: [{ label: 'Anmelden', href: 'https://shop.example/de/login/' }],
    outboxId: 7,
  })
  const at = (minute: number) => () => new Date(Date.UTC(2031, 2, 1, 10, minute, 0, 5))

  it('writes each message whole, readable only by the server’s user, into a folder it creates', async () => {
    await mailboxTransport(dir, at(0)).send(mail('anna@example.com', 'Eins'))
    const files = await readdir(dir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^20310301T100000005Z-[0-9a-f]{12}\.json$/)
    expect((await stat(path.join(dir, files[0]!))).mode & 0o777).toBe(0o600)
    const [message] = await listMailbox(dir)
    expect(message).toEqual({
      ...mail('anna@example.com', 'Eins'),
      id: files[0]!.replace(/\.json$/, ''),
      date: '2031-03-01T10:00:00.005Z',
      attachments: [],
    })
  })

  it('keeps attachments as files beside the message and reads them back (issue 11 item 6)', async () => {
    const content = Buffer.from('%PDF-1.3 test')
    await mailboxTransport(dir, at(0)).send({
      ...mail('anna@example.com', 'Rechnung'),
      attachments: [{ filename: 'Rechnung-DE-1.pdf', contentType: 'application/pdf', content }],
    })
    const [message] = await listMailbox(dir)
    expect(message!.attachments).toEqual([
      { filename: 'Rechnung-DE-1.pdf', contentType: 'application/pdf', size: content.length },
    ])
    const files = (await readdir(dir)).sort()
    expect(files).toEqual([`${message!.id}.attachment-0`, `${message!.id}.json`])
    expect((await stat(path.join(dir, files[0]!))).mode & 0o777).toBe(0o600)
    expect(await readMailboxAttachment(dir, message!.id, 0)).toEqual({
      filename: 'Rechnung-DE-1.pdf',
      contentType: 'application/pdf',
      content,
    })
    expect(await readMailboxAttachment(dir, message!.id, 1)).toBeNull()
    expect(await readMailboxAttachment(dir, '../secret', 0)).toBeNull()
    expect((await listMailbox(dir)).map((m) => m.subject)).toEqual(['Rechnung'])
  })

  it('lists newest first, filters by recipient (case-insensitive), limits, and opens one by id', async () => {
    await mailboxTransport(dir, at(1)).send(mail('anna@example.com', 'Eins'))
    await mailboxTransport(dir, at(3)).send(mail('bernd@example.com', 'Zwei'))
    await mailboxTransport(dir, at(2)).send(mail('Anna@Example.com', 'Drei'))
    expect((await listMailbox(dir)).map((m) => m.subject)).toEqual(['Zwei', 'Drei', 'Eins'])
    expect((await listMailbox(dir, { to: 'ANNA@example.com ' })).map((m) => m.subject)).toEqual([
      'Drei',
      'Eins',
    ])
    expect((await listMailbox(dir, { limit: 1 })).map((m) => m.subject)).toEqual(['Zwei'])
    const [newest] = await listMailbox(dir)
    expect(await readMailboxMessage(dir, newest!.id)).toEqual(newest)
  })

  it('skips what is no message, and an empty or missing folder is an empty mailbox', async () => {
    expect(await listMailbox(dir)).toEqual([])
    await mailboxTransport(dir, at(1)).send(mail('anna@example.com', 'Eins'))
    await writeFile(path.join(dir, `${mailboxId(new Date(), 'abcdefabcdef')}.json`), '{ broken')
    await writeFile(path.join(dir, 'notes.txt'), 'hello')
    expect((await listMailbox(dir)).map((m) => m.subject)).toEqual(['Eins'])
  })

  it.each(['../secret', '..%2Fsecret', '/etc/passwd', '20310301T100000005Z-abc', ''])(
    'an id that is no message id (%j) opens nothing',
    async (id) => {
      expect(MAILBOX_ID.test(id)).toBe(false)
      expect(await readMailboxMessage(dir, id)).toBeNull()
    },
  )

  it('the page’s frame opens links in the top window', () => {
    expect(framedHtml('<html><head><title>x</title></head><body></body></html>')).toBe(
      '<html><head><base target="_top"><title>x</title></head><body></body></html>',
    )
    expect(framedHtml('<p>bare</p>')).toBe('<base target="_top"><p>bare</p>')
  })
})

describe('mail failures are logged without addresses', () => {
  it('blanks every address in the message and keeps the codes', () => {
    const error = Object.assign(
      new Error(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <anna.b@example.com>: Recipient address rejected (anna.b@example.com)",
      ),
      {
        code: 'EENVELOPE',
        responseCode: 550,
      },
    )
    const logged = describeMailError(error)
    expect(logged).toBe(
      "Error [EENVELOPE 550]: Can't send mail - all recipients were rejected: 550 5.1.1 <<address>>: Recipient address rejected (<address>)",
    )
    expect(describeMailError('boom')).toBe('unknown error')
  })

  it('describes an outbox database error without the values its statement quotes (issue 13 item 6)', () => {
    const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    })
    const wrapped = Object.assign(
      new Error(
        'Failed query: insert into "mail_outbox" values ($1, $2)\nparams: anna.b@example.com,Anna Beispiel',
        {
          cause: driver,
        },
      ),
      { query: 'insert into "mail_outbox" values ($1, $2)', params: ['anna.b@example.com', 'Anna Beispiel'] },
    )
    const logged = describeMailError(wrapped)
    expect(logged).toContain('22021')
    expect(logged).not.toContain('Anna')
    expect(logged).not.toContain('anna.b')
    expect(logged).not.toContain('0x00')
  })
})
