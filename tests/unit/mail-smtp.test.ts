import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OutgoingMail } from '@/lib/mail/server/port'
import { describeMailError } from '@/lib/mail/server/send'
import { smtpTransport } from '@/lib/mail/server/smtp'

/** Just enough of an SMTP server (RFC 5321) to see what nodemailer hands over; refuses one recipient. */
function fakeSmtpServer(received: string[]) {
  return createServer((socket: Socket) => {
    let buffer = ''
    let data: string[] | null = null
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 test.localhost ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let end: number
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data) {
          if (line === '.') {
            received.push(data.join('\n'))
            data = null
            reply('250 2.0.0 queued')
          } else data.push(line)
          continue
        }
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO' || command === 'HELO') reply('250 test.localhost')
        else if (command === 'MAIL') reply('250 2.1.0 ok')
        else if (command === 'RCPT')
          reply(
            line.includes('refused@')
              ? '550 5.1.1 <refused@example.com>: Recipient address rejected'
              : '250 2.1.5 ok',
          )
        else if (command === 'DATA') {
          data = []
          reply('354 go ahead')
        } else if (command === 'QUIT') {
          reply('221 bye')
          socket.end()
        } else reply('250 ok')
      }
    })
  })
}

const mail = (to: string): OutgoingMail => ({
  kind: 'password-reset',
  language: 'de',
  market: 'de-de',
  from: 'Hauswelt <no-reply@hauswelt.example>',
  to,
  subject: 'Neues Passwort für Ihr Kundenkonto bei Hauswelt',
  html: '<p>Hallo Anna,</p><p><a href="https://shop.example/r/?hash=abc">Neues Passwort festlegen</a></p>',
  text: 'Hallo Anna,\n\nNeues Passwort festlegen\nhttps://shop.example/r/?hash=abc\n',
  links: [],
})

describe('the SMTP transport (SMTP_URL) hands each message to the server as HTML with a text alternative', () => {
  const received: string[] = []
  let server: Server
  let url: string
  beforeAll(async () => {
    server = fakeSmtpServer(received)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    url = `smtp://127.0.0.1:${port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  it('delivers: sender, recipient, encoded subject, both parts and the kind header', async () => {
    await smtpTransport(url).send(mail('anna@example.com'))
    expect(received).toHaveLength(1)
    const mime = received[0]!
    expect(mime).toMatch(/^From: Hauswelt <no-reply@hauswelt\.example>$/m)
    expect(mime).toMatch(/^To: anna@example\.com$/m)
    expect(mime).toMatch(/^Subject: =\?UTF-8\?/m)
    expect(mime).toMatch(/^X-Shop-Mail-Kind: password-reset$/m)
    expect(mime).toMatch(/^Content-Type: multipart\/alternative;/m)
    expect(mime).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m)
    expect(mime).toMatch(/^Content-Type: text\/html; charset=utf-8$/m)
    expect(mime).toContain('https://shop.example/r/?hash=abc')
  })

  it('carries attachments as parts of a multipart/mixed message (issue 11 item 6: the PDF invoice)', async () => {
    const content = Buffer.from('%PDF-1.3 invoice')
    await smtpTransport(url).send({
      ...mail('erika@example.com'),
      kind: 'order-confirmation',
      attachments: [{ filename: 'Rechnung-DE-100042.pdf', contentType: 'application/pdf', content }],
    })
    const mime = received.at(-1)!
    expect(mime).toMatch(/^Content-Type: multipart\/mixed;/m)
    expect(mime).toMatch(/^Content-Type: application\/pdf; name=Rechnung-DE-100042\.pdf$/m)
    expect(mime).toMatch(/^Content-Disposition: attachment; filename=Rechnung-DE-100042\.pdf$/m)
    expect(mime).toContain(content.toString('base64'))
  })

  it('a refused recipient rejects the send; what is logged of it names no address', async () => {
    const error = await smtpTransport(url)
      .send(mail('refused@example.com'))
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(error).toBeInstanceOf(Error)
    expect(describeMailError(error)).toMatch(/550/)
    expect(describeMailError(error)).not.toContain('refused@example.com')
  })
})
