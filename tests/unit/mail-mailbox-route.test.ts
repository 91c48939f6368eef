import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OutgoingMail } from '@/lib/mail/server/port'

vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders({
    cookies: new Map(),
    market: 'de-de',
  }),
)

/** A fresh server process started with this environment (the settings live on globalThis). */
async function startServer(env: Record<string, string>) {
  vi.resetModules()
  for (const key of ['__storefrontMailSettings', '__storefrontMailTransport']) {
    delete (globalThis as Record<string, unknown>)[key]
  }
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return import('@/app/api/dev/mailbox/route')
}

const get = (route: { GET: (r: Request) => Promise<Response> }, search = '') =>
  route.GET(
    new Request(`http://localhost:3000/api/dev/mailbox/${search}`, { headers: { host: 'localhost:3000' } }),
  )

const mail = (to: string, href: string): OutgoingMail => ({
  kind: 'password-reset',
  language: 'de',
  market: 'de-de',
  from: 'Hauswelt <no-reply@hauswelt.example>',
  to,
  subject: 'Neues Passwort',
  html: `<a href="${href}">x</a>`,
  text: href,
  links: [{ label: 'Neues Passwort festlegen', href }],
})

describe('GET /api/dev/mailbox/ (issue 10 item 6): the mailbox for tests, only in development and QA', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mailbox-route-'))
    const { mailboxTransport } = await import('@/lib/mail/server/mailbox')
    let minute = 0
    const transport = (to: string, href: string) =>
      mailboxTransport(dir, () => new Date(Date.UTC(2031, 2, 1, 10, minute++))).send(mail(to, href))
    await transport('anna@example.com', 'https://shop.example/r/?hash=old')
    await transport('bernd@example.com', 'https://shop.example/r/?hash=bernd')
    await transport('anna@example.com', 'https://shop.example/r/?hash=new')
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it.each([
    [{ NODE_ENV: 'production', DEPLOYMENT_ENV: 'qa' }],
    [{ NODE_ENV: 'development', DEPLOYMENT_ENV: '' }],
  ])('with %j: the address’s messages, newest first, with their links, never cached', async (env) => {
    const route = await startServer({ ...env, MAIL_DIR: dir })
    expect(route.dynamic).toBe('force-dynamic')
    const response = await get(route, '?to=Anna@Example.com')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('set-cookie')).toBeNull()
    const { messages } = (await response.json()) as {
      messages: Array<{ to: string; links: { href: string }[] }>
    }
    expect(messages.map((m) => [m.to, m.links[0]?.href])).toEqual([
      ['anna@example.com', 'https://shop.example/r/?hash=new'],
      ['anna@example.com', 'https://shop.example/r/?hash=old'],
    ])
    const latest = await (await get(route, '?limit=1')).json()
    expect(latest.messages).toHaveLength(1)
  })

  it.each([
    [{ NODE_ENV: 'production', DEPLOYMENT_ENV: '' }],
    [{ NODE_ENV: 'production', DEPLOYMENT_ENV: 'production' }],
    [{ NODE_ENV: 'production', DEPLOYMENT_ENV: 'preview' }],
  ])('with %j: not found', async (env) => {
    const response = await get(await startServer({ ...env, MAIL_DIR: dir }), '?to=anna@example.com')
    expect(response.status).toBe(404)
  })

  it('bad parameters are 400 naming them', async () => {
    const route = await startServer({ DEPLOYMENT_ENV: 'qa', MAIL_DIR: dir })
    const response = await get(route, '?to=nobody&limit=500')
    expect(response.status).toBe(400)
    const body = (await response.json()) as { fields: { field: string }[] }
    expect(body.fields.map((f) => f.field).sort()).toEqual(['query.limit', 'query.to'])
  })
})

describe('GET /api/dev/mailbox/attachment/ (issue 11 item 6): an attachment as a download', () => {
  let dir: string
  let id: string
  const content = Buffer.from('%PDF-1.3 Rechnung')
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mailbox-attachment-'))
    const { mailboxTransport, listMailbox } = await import('@/lib/mail/server/mailbox')
    await mailboxTransport(dir).send({
      ...mail('erika@example.com', 'https://shop.example/o/'),
      kind: 'order-confirmation',
      attachments: [{ filename: 'Facture-DE-100042.pdf', contentType: 'application/pdf', content }],
    })
    id = (await listMailbox(dir))[0]!.id
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  async function attachmentRoute(env: Record<string, string>) {
    await startServer(env)
    return import('@/app/api/dev/mailbox/attachment/route')
  }
  const download = (route: { GET: (r: Request) => Promise<Response> }, search: string) =>
    route.GET(
      new Request(`http://localhost:3000/api/dev/mailbox/attachment/${search}`, {
        headers: { host: 'localhost:3000' },
      }),
    )

  it('answers the file with its type and name; the listing names its address', async () => {
    const route = await attachmentRoute({ DEPLOYMENT_ENV: 'qa', MAIL_DIR: dir })
    const response = await download(route, `?id=${id}&index=0`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain('filename="Facture-DE-100042.pdf"')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(content)
    const list = await (await get(await startServer({ DEPLOYMENT_ENV: 'qa', MAIL_DIR: dir }))).json()
    expect(list.messages[0].attachments[0].href).toBe(`/api/dev/mailbox/attachment/?id=${id}&index=0`)
  })

  it.each([
    ['an unknown index', { DEPLOYMENT_ENV: 'qa' }, () => `?id=${id}&index=1`, 404],
    ['a path for an id', { DEPLOYMENT_ENV: 'qa' }, () => '?id=../x&index=0', 400],
    ['production', { NODE_ENV: 'production', DEPLOYMENT_ENV: 'production' }, () => `?id=${id}&index=0`, 404],
  ])('%s: %s', async (_name, env, search, status) => {
    const route = await attachmentRoute({ ...env, MAIL_DIR: dir })
    expect((await download(route, search())).status).toBe(status)
  })
})
